/**
 * Page widgets (PageWidgetController, 1.5.5): types, list, detail, add, edit, publish, delete.
 * Widget types are `ads` (ad space) and `manual` (manual block); each names the editor route the
 * console opens. Permissions follow the console: `Site:AddPageWidget:{siteId}` to add,
 * `PageWidget:Edit|Publish|Delete:{id}` checked in code for the writes.
 */
import type { HttpHandler } from 'msw';

import { siteIdOf } from './content-support';
import { srcOf } from './exmodel';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { CmsPageWidget } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

/** Widget types and their editor routes (IPageWidgetType beans). */
const WIDGET_TYPES: Record<string, string> = {
  ads: '/cms/adspace/editor',
  manual: '/cms/block/manual/editor',
};

const CODE = /^[A-Za-z0-9_]+$/;

export interface WidgetBody {
  pageWidgetId?: unknown;
  catalogId?: unknown;
  type?: unknown;
  name?: unknown;
  code?: unknown;
  publishPipeCode?: unknown;
  template?: unknown;
  path?: unknown;
  contentStr?: unknown;
  remark?: unknown;
}

const text = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

/** The stored content (JSON text) as the VO carries it: parsed (a manual block's rows, an ad space's props). */
export function parseContent(content: string | undefined): unknown {
  if (!content) return undefined;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return content;
  }
}

export function toVO(c: Call, w: CmsPageWidget) {
  const { content: _content, siteId: _siteId, catalogAncestors: _ancestors, ...rest } = w;
  return {
    ...rest,
    catalogName: c.db.tables.catalogs.find((cat) => cat.catalogId === w.catalogId)?.name,
    route: WIDGET_TYPES[w.type],
  };
}

export function findWidget(c: Call, id: string): CmsPageWidget {
  const widget = c.db.tables.pageWidgets.find((w) => w.pageWidgetId === id);
  if (!widget) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'pageWidgetId', id);
  return widget;
}

function requireUniqueCode(c: Call, siteId: string, code: string, self?: string): void {
  const taken = c.db.tables.pageWidgets.some(
    (w) => w.siteId === siteId && w.code === code && w.pageWidgetId !== self,
  );
  if (taken) c.error('ERR.COMMON.DATA_CONFLICT', code);
}

export function pageWidgetHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '页面部件', controller: 'PageWidgetController' });
  const view = 'cms:content:view';
  return [
    route.get('/cms/pagewidget/types', {}, (c) =>
      table(Object.keys(WIDGET_TYPES).map((id) => ({ id, name: c.t(`CMS.CONTENCORE.PAGEWIDGET.${id}`) }))),
    ),
    route.get('/cms/pagewidget', { perm: view }, (c) => {
      const siteId = siteIdOf(c);
      c.requirePerm(`Site:View:${siteId}`);
      const catalogId = c.query.get('catalogId')?.trim();
      const rows = filterRows(
        c.db.tables.pageWidgets.filter(
          (w) => w.siteId === siteId && (!catalogId || catalogId === '0' || w.catalogId === catalogId),
        ),
        c.query,
        { like: ['name'], eq: ['type', 'state'] },
      );
      return c.page(rows.map((w) => toVO(c, w)));
    }),
    route.get<{ pageWidgetId: string }>('/cms/pagewidget/{pageWidgetId}', { perm: view }, (c) => {
      const widget = findWidget(c, c.params.pageWidgetId);
      const content = parseContent(widget.content);
      return ok({
        ...toVO(c, widget),
        content: widget.type === 'manual' ? manualRows(c, widget.siteId, content) : content,
      });
    }),
    route.post('/cms/pagewidget', { perm: view }, async (c) => {
      const siteId = siteIdOf(c);
      c.requirePerm(`Site:AddPageWidget:${siteId}`);
      const body = await c.body<WidgetBody>();
      c.validate((v) => [
        v.notNull(body.catalogId),
        v.min(body.catalogId, 0),
        v.notEmpty(text(body.type) ?? c.query.get('type') ?? undefined),
        v.notEmpty(body.name),
        v.notEmpty(body.code),
        v.notEmpty(body.publishPipeCode),
      ]);
      addWidget(c, siteId, body, text(body.type) ?? c.query.get('type') ?? undefined);
    }),
    route.put('/cms/pagewidget', {}, async (c) => {
      const body = await c.body<WidgetBody>();
      c.validate((v) => [
        v.longId(body.pageWidgetId),
        v.notBlank(body.name),
        v.notBlank(body.code),
        v.notEmpty(body.publishPipeCode),
        v.notEmpty(body.path),
      ]);
      updateWidget(c, body);
    }),
    route.post('/cms/pagewidget/publish', { log: { fn: 'publish', type: 'UPDATE' } }, async (c) => {
      publishWidgets(c, idList(await c.body<unknown>()));
    }),
    route.delete('/cms/pagewidget', {}, async (c) => {
      deleteWidgets(c, idList(await c.body<unknown>()));
    }),
  ];
}

/** RowData of a manual block: its items (ItemData: title, url, logo, logoSrc, summary, publishDate). */
interface ManualBlockRow {
  items?: { logo?: string }[];
}

/** A manual block's rows as its VO returns them: each item's `logoSrc` resolved from its `logo`. */
function manualRows(c: Call, siteId: string, content: unknown): ManualBlockRow[] {
  if (!Array.isArray(content)) return [];
  return (content as ManualBlockRow[]).map((row) => ({
    items: (row.items ?? []).map((item) => ({ ...item, logoSrc: srcOf(c, siteId, item.logo) })),
  }));
}

/** A manual block's `contentStr` must be its rows as a JSON array (ManualPageWidgetType parses it). */
function requireManualRows(c: Call, widget: CmsPageWidget, contentStr: string | undefined): void {
  if (widget.type !== 'manual' || contentStr === undefined) return;
  if (!Array.isArray(parseContent(contentStr))) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'contentStr');
}

/** Adds a widget of `type` to the site (the checks after bean validation: type, code, unique code). */
export function addWidget(
  c: Call,
  siteId: string,
  body: WidgetBody,
  type: string | undefined,
): CmsPageWidget {
  if (!type || !(type in WIDGET_TYPES))
    return c.error('ERRCODE.CMS.CONTENTCORE.UNSUPPORTED_PAGE_WIDGET_TYPE', type);
  const code = String(body.code);
  if (!CODE.test(code)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'code');
  requireUniqueCode(c, siteId, code);
  const catalogId = text(body.catalogId) ?? '0';
  const catalog = c.db.tables.catalogs.find((cat) => cat.catalogId === catalogId);
  const widget: CmsPageWidget = {
    pageWidgetId: c.db.nextId(),
    siteId,
    catalogId,
    catalogAncestors: catalog?.ancestors ?? '',
    type,
    name: String(body.name),
    code,
    state: '0',
    publishPipeCode: String(body.publishPipeCode),
    template: text(body.template),
    path: text(body.path) || 'include/pagewidget/',
    remark: text(body.remark),
    createBy: c.optionalSession()?.userName ?? '',
    createTime: c.db.nowString(),
  };
  c.db.tables.pageWidgets.push(widget);
  return widget;
}

/** Edits a widget (`PageWidget:Edit:{id}`); a published one becomes "editing" until published again. */
export function updateWidget(c: Call, body: WidgetBody): CmsPageWidget {
  const widget = findWidget(c, String(body.pageWidgetId));
  c.requirePerm(`PageWidget:Edit:${widget.pageWidgetId}`);
  requireManualRows(c, widget, text(body.contentStr));
  const code = String(body.code);
  if (!CODE.test(code)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'code');
  requireUniqueCode(c, widget.siteId, code, widget.pageWidgetId);
  Object.assign(widget, {
    name: String(body.name),
    code,
    publishPipeCode: String(body.publishPipeCode),
    template: text(body.template),
    path: String(body.path),
    remark: text(body.remark),
    content: text(body.contentStr) ?? widget.content,
    state: widget.state === '30' ? '60' : widget.state,
    updateBy: c.optionalSession()?.userName ?? '',
    updateTime: c.db.nowString(),
  });
  return widget;
}

/** Publishes widgets (`PageWidget:Publish:{id}` each): state 30 and a publish task per widget. */
export function publishWidgets(c: Call, ids: string[]): void {
  if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'pageWidgetIds');
  const widgets = ids.map((id) => findWidget(c, id));
  for (const w of widgets) c.requirePerm(`PageWidget:Publish:${w.pageWidgetId}`);
  for (const w of widgets) {
    w.state = '30';
    c.db.tables.publishQueue.push(`pagewidget:${w.pageWidgetId}:${w.publishPipeCode}`);
  }
}

/** Deletes widgets (`PageWidget:Delete:{id}` each), an ad space's ads with it. */
export function deleteWidgets(c: Call, ids: string[]): void {
  if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'pageWidgetIds');
  for (const id of ids) c.requirePerm(`PageWidget:Delete:${findWidget(c, id).pageWidgetId}`);
  c.db.tables.pageWidgets = c.db.tables.pageWidgets.filter((w) => !ids.includes(w.pageWidgetId));
  c.db.tables.advertisements = c.db.tables.advertisements.filter((a) => !ids.includes(a.adSpaceId));
}
