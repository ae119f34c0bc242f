/**
 * SiteController's settings endpoints: the extend config (`/cms/site/extends`), the default templates
 * per publish pipe (read, save, apply to catalogs) and the watermark image upload.
 */
import type { HttpHandler } from 'msw';

import { isDefaultTemplateKey, siteConfig, storeSiteConfig } from './site-config';
import { findSite, PREVIEW_PREFIX, sitePipes, type PublishPipeProp } from './site-support';
import type { MockContext } from '../../core/context';
import { stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { auditedRoutes } from '../../services/audit-routes';
import { receiveUpload } from '../common/file';

interface DefaultTemplateBody {
  siteId?: unknown;
  toCatalogIds?: unknown[];
  publishPipeProps?: PublishPipeProp[];
}

export function siteSettingsHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '站点管理', controller: 'SiteController' });
  return [
    route.get('/cms/site/extends', (c) => {
      const siteId = c.query.get('siteId') ?? '';
      c.validate((v) => [v.longId(siteId)]);
      c.requirePerm(`Site:View:${siteId}`);
      return ok({ ...siteConfig(findSite(c, siteId)), PreviewPrefix: PREVIEW_PREFIX });
    }),
    audited.post<{ siteId: string }>(
      '/cms/site/extends/{siteId}',
      { log: { type: 'UPDATE', fn: 'saveSiteExtends' } },
      async (c) => {
        c.requirePerm(`Site:Edit:${c.params.siteId}`);
        const site = findSite(c, c.params.siteId);
        storeSiteConfig(site, await c.body<Record<string, unknown>>());
        stampUpdate(c, site);
      },
    ),

    // ---- default templates
    route.get('/cms/site/default_template', (c) => {
      const siteId = c.query.get('siteId') ?? '';
      c.validate((v) => [v.longId(siteId)]);
      c.requirePerm(`Site:View:${siteId}`);
      const site = findSite(c, siteId);
      return ok({
        siteId: site.siteId,
        publishPipeProps: sitePipes(c, siteId).map((p) => ({
          pipeCode: p.code,
          pipeName: p.name,
          props: Object.fromEntries(
            Object.entries(site.publishPipeProps?.[p.code] ?? {}).filter(([k]) => isDefaultTemplateKey(k)),
          ),
        })),
      });
    }),
    audited.post(
      '/cms/site/default_template',
      { log: { type: 'UPDATE', fn: 'saveDefaultTemplates' } },
      async (c) => {
        const body = await c.body<DefaultTemplateBody>();
        c.validate((v) => [v.longId(body.siteId), v.notNull(body.siteId), v.notEmpty(body.publishPipeProps)]);
        c.requirePerm(`Site:Edit:${String(body.siteId)}`);
        const site = findSite(c, body.siteId);
        const all = { ...site.publishPipeProps };
        for (const pp of body.publishPipeProps ?? []) {
          if (!pp.pipeCode) continue;
          const defaults = Object.entries(pp.props ?? {}).filter(([k]) => isDefaultTemplateKey(k));
          all[pp.pipeCode] = { ...all[pp.pipeCode], ...Object.fromEntries(defaults) };
        }
        site.publishPipeProps = all;
        stampUpdate(c, site);
      },
    ),
    audited.post(
      '/cms/site/apply_default_template',
      { log: { type: 'UPDATE', fn: 'applyDefaultTemplateToCatalog' } },
      async (c) => {
        const body = await c.body<DefaultTemplateBody>();
        c.validate((v) => [v.longId(body.siteId), v.notNull(body.siteId), v.notEmpty(body.publishPipeProps)]);
        const site = findSite(c, body.siteId);
        const ids = new Set((body.toCatalogIds ?? []).map(String));
        for (const catalog of c.db.tables.catalogs) {
          if (catalog.siteId !== site.siteId || !ids.has(catalog.catalogId)) continue;
          const props = { ...catalog.publishPipeProps };
          for (const pp of body.publishPipeProps ?? []) {
            if (!pp.pipeCode) continue;
            const stored = site.publishPipeProps?.[pp.pipeCode] ?? {};
            const target = { ...props[pp.pipeCode] };
            // V1.5.5 sends the key with an empty value: the site's stored default is applied.
            for (const key of Object.keys(pp.props ?? {})) {
              const value = stored[key] ?? '';
              if (key === 'defaultListTemplate') target.list = value;
              else if (key === 'defaultCustomFormTemplate') target.customFormTemplate = value;
              else if (key.startsWith('defaultDetailTemplate_'))
                target[`detail_${key.slice('defaultDetailTemplate_'.length)}`] = value;
            }
            props[pp.pipeCode] = target;
          }
          catalog.publishPipeProps = props;
          stampUpdate(c, catalog);
        }
      },
    ),

    // ---- watermark image, themes
    route.post('/cms/site/upload_watermarkimage', async (c) => {
      const siteId = String((await c.form()).get('siteId') ?? '');
      c.validate((v) => [v.longId(siteId), v.notNull(siteId || undefined)]);
      c.requirePerm(`Site:Edit:${siteId}`);
      const file = await receiveUpload(c, 'file', 'upload/watermark');
      return ok({ path: file.path, src: PREVIEW_PREFIX + file.path });
    }),
  ];
}
