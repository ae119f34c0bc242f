/**
 * CatalogController's read-only lists: the catalog tree of the current site, the catalog and content
 * types, and the content path rules.
 */
import type { HttpHandler } from 'msw';

import { resourceSrc } from './content-support';
import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { auditedRoutes } from '../../services/audit-routes';
import {
  buildCatalogTree,
  CATALOG_TYPES,
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  internalUrl,
  siteCatalogs,
} from '../../services/catalogs';
import { currentSite } from '../../services/sites';

const CONTENT_PATH_RULES = ['IdHash', 'Year', 'Month', 'Date', 'DateStr'];

export function catalogOptionHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '栏目管理', controller: 'CatalogController' });
  return [
    route.get('/cms/catalog/treeData', { log: false }, (c) => {
      const site = currentSite(c);
      c.requirePerm(`Site:View:${site.siteId}`);
      const disableLink = c.query.get('disableLink') === 'true';
      const rows = siteCatalogs(c.db, site.siteId).filter((cat) =>
        c.hasPerm(`Catalog:View:${cat.catalogId}`),
      );
      const nodes = buildCatalogTree(rows, (catalog, node) => {
        node.disabled = disableLink && catalog.catalogType === 'link';
        node.props = {
          internalUrl: internalUrl('catalog', catalog.catalogId),
          catalogType: catalog.catalogType,
          visible: catalog.visibleFlag === 'Y',
          // What a manual block's item takes from a picked catalog.
          logo: catalog.logo,
          logoSrc: resourceSrc(c, catalog.logo),
          description: catalog.description,
        };
      });
      const user = c.user();
      const expandMode = user.preferences?.CatalogTreeExpandMode;
      return ok({
        rows: nodes,
        siteName: site.name,
        expandMode: typeof expandMode === 'string' ? expandMode : '',
      });
    }),
    route.get('/cms/catalog/getCatalogTypes', { log: false }, (c) =>
      ok(CATALOG_TYPES.map((id) => ({ id, name: c.t(`CMS.CONTENTCORE.CATALOG_TYPE.${id}`) }))),
    ),
    route.get('/cms/catalog/getContentTypes', { log: false }, (c) =>
      ok(
        CONTENT_TYPES.map((id) => {
          const own = CONTENT_TYPE_NAMES[id];
          const name = own
            ? own[c.locale === 'en' ? 1 : c.locale === 'zh-TW' ? 2 : 0]
            : c.t(`CMS.CONTENTCORE.CONTENT_TYPE.${id}`);
          return { id, name };
        }),
      ),
    ),
    // CoreController: the content detail path rules of the catalog form (no other area serves it).
    route.get('/cms/contentPathRules', { log: false }, (c) => {
      c.session();
      return ok(CONTENT_PATH_RULES.map((id) => ({ id, name: c.t(`CONTENT_PATH_RULE.${id}`) })));
    }),
  ];
}
