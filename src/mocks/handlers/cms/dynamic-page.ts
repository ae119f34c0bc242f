/**
 * DynamicPageController (cms-dynamic): the current site's custom dynamic pages, behind site view of
 * the `CurrentSite` header. Add strips a leading "/" from the path; path and code are unique among
 * all pages (`DATA_CONFLICT` with the path), and a new path may not take a request mapping the server
 * already has (the system dynamic pages' paths).
 */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import { DYNAMIC_PAGE_TYPES } from './site-config';
import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
import { fail, ok } from '../../core/envelope';
import { MockReply } from '../../core/reply';
import type { CmsDynamicPageRow } from '../../db/areas/resources-dynamic';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite } from '../../services/sites';

const INIT_DATA_TYPES = ['Member', 'Pagination'];

type PageBody = Partial<Record<keyof CmsDynamicPageRow, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function find(c: Call, id: unknown): CmsDynamicPageRow {
  const row = c.db.tables.dynamicPages.find((p) => p.pageId === String(id ?? ''));
  if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'pageId', String(id ?? ''));
  return row;
}

/** The writable columns of the body (what saveDynamicPage copies). */
function columns(body: PageBody) {
  const templates = body.templates && typeof body.templates === 'object' ? body.templates : {};
  return {
    name: text(body.name) ?? '',
    code: text(body.code) ?? '',
    path: text(body.path) ?? '',
    description: text(body.description),
    initDataTypes: Array.isArray(body.initDataTypes) ? body.initDataTypes.map(String) : [],
    templates: Object.fromEntries(
      Object.entries(templates as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    ),
    remark: text(body.remark),
  };
}

/** checkDynamicPage: unique path and code; on add, no clash with an existing request mapping. */
function check(c: Call, page: { pageId?: string; path: string; code: string }) {
  if (!page.path) c.error('ERR.COMMON.NOT_EMPTY', 'path');
  if (!page.code) c.error('ERR.COMMON.NOT_EMPTY', 'code');
  const clash = c.db.tables.dynamicPages.some(
    (p) => p.pageId !== page.pageId && (p.path === page.path || p.code === page.code),
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', page.path);
  const mapped = DYNAMIC_PAGE_TYPES.some((d) => d.path.replace(/^\//, '') === page.path);
  if (!page.pageId && mapped) throw new MockReply(fail(`Conflict request handler mapping: ${page.path}`));
}

export function dynamicPageHandlers(ctx: MockContext): HttpHandler[] {
  const audited = auditedRoutes(ctx, { title: '自定义动态模板', controller: 'DynamicPageController' });
  const { route } = ctx;
  return [
    // CoreController's list of the system dynamic pages, with their request arguments (registered
    // before the fallback in ./site-deps, which answers it without them).
    route.get('/cms/dynamicPageTypes', (c) =>
      ok(
        DYNAMIC_PAGE_TYPES.map((d) => ({
          type: d.type,
          name: c.t(`DYNAMIC_PAGE_TYPE.${d.type}.NAME`),
          desc: '',
          requestPath: d.path,
          publishPipeKey: d.key,
          requestArgs: dynamicPageRequestArgs(c, d.type),
        })),
      ),
    ),
    route.get('/cms/dynamic_page/list', (c) => {
      requireHeaderSiteView(c);
      const siteId = currentSite(c).siteId;
      const query = (c.query.get('query') ?? '').trim();
      const rows = c.db.tables.dynamicPages.filter(
        (p) => p.siteId === siteId && (!query || p.name.includes(query) || p.code.includes(query)),
      );
      return c.page(rows);
    }),
    route.get('/cms/dynamic_page/init_data_types', (c) => {
      requireHeaderSiteView(c);
      return ok(INIT_DATA_TYPES.map((type) => ({ type, name: c.t(`DYNAMIC_PAGE_INIT_DATA.${type}`) })));
    }),
    audited.get<{ pageId: string }>('/cms/dynamic_page/{pageId}', {}, (c) => {
      requireHeaderSiteView(c);
      return ok(find(c, c.params.pageId));
    }),
    audited.post('/cms/dynamic_page', {}, async (c) => {
      requireHeaderSiteView(c);
      const fields = columns(await c.body<PageBody>());
      fields.path = fields.path.replace(/^\//, '');
      check(c, fields);
      const row = stampCreate(c, { pageId: c.db.nextId(), siteId: currentSite(c).siteId, ...fields });
      c.db.tables.dynamicPages.push(row);
    }),
    audited.put('/cms/dynamic_page', {}, async (c) => {
      requireHeaderSiteView(c);
      const body = await c.body<PageBody>();
      const fields = columns(body);
      const pageId = String(body.pageId ?? '');
      check(c, { ...fields, pageId });
      Object.assign(stampUpdate(c, find(c, pageId)), fields);
    }),
    audited.delete('/cms/dynamic_page', {}, async (c) => {
      requireHeaderSiteView(c);
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dynamicPageIds');
      c.db.tables.dynamicPages = c.db.tables.dynamicPages.filter((p) => !ids.includes(p.pageId));
    }),
  ];
}

type RequestArg = { name: string; type: 'Parameter' | 'Path'; mandatory?: boolean; defValue?: string };

/** Every system dynamic page takes these (IDynamicPageType.REQUEST_ARG_*). */
const COMMON_ARGS: RequestArg[] = [
  { name: 'sid', type: 'Parameter', mandatory: true },
  { name: 'pp', type: 'Parameter', mandatory: true },
  { name: 'preview', type: 'Parameter', defValue: 'false' },
];

const TYPE_ARGS: Record<string, RequestArg[]> = {
  Search: [
    { name: 'q', type: 'Parameter' },
    { name: 'cid', type: 'Parameter' },
    { name: 'ot', type: 'Parameter', defValue: 'false' },
    { name: 'ct', type: 'Parameter' },
    { name: 'page', type: 'Parameter', defValue: '1' },
  ],
  AccountCentre: [{ name: 'memberId', type: 'Path', mandatory: true }],
  AccountContribute: [{ name: 'cid', type: 'Parameter' }],
};

/** RequestArg list of a system dynamic page type, descriptions in the request's language. */
function dynamicPageRequestArgs(c: Call, type: string) {
  const own = (TYPE_ARGS[type] ?? []).map((arg) => ({
    ...arg,
    key: `DYNAMIC_PAGE_TYPE.${type}.ARG.${arg.name}`,
  }));
  const common = COMMON_ARGS.map((arg) => ({ ...arg, key: `DYNAMIC_PAGE_TYPE.ARG.${arg.name}` }));
  return [...common, ...own].map(({ key, ...arg }) => ({
    ...arg,
    mandatory: arg.mandatory ?? false,
    desc: c.t(key),
  }));
}
