/**
 * LinkGroupController and LinkController (1.5.5): the current site's friend-link groups and each
 * group's links, ordered by sortFlag. A group's code is unique in its site; deleting a group deletes
 * its links. The delete bodies are the DTOs themselves (their ids are read).
 */
import type { HttpHandler } from 'msw';

import { srcOf } from './exmodel';
import type { Call, MockContext } from '../../core/context';
import { sortBy, stampCreate, stampUpdate } from '../../core/crud';
import type { CmsLink, CmsLinkGroup } from '../../db/areas/operations';
import { currentSite } from '../../services/sites';

const PERM = {
  view: 'cms:friendlink:view',
  add: 'cms:friendlink:add',
  edit: ['cms:friendlink:add', 'cms:friendlink:edit'],
  remove: 'cms:friendlink:delete',
};

type Body = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** Rows whose `field`s contain the `query` parameter (the mapper's `like` on name OR code/url). */
function matching<T extends object>(c: Call, rows: T[], fields: (keyof T)[]): T[] {
  const query = c.query.get('query')?.trim();
  if (!query) return rows;
  return rows.filter((r) => fields.some((f) => String(r[f] ?? '').includes(query)));
}

/** The ids of a delete body: a list of DTOs (`[{linkId}, …]`). */
async function dtoIds(c: Call, idField: string): Promise<string[]> {
  const body = await c.body<unknown>();
  const list = Array.isArray(body) ? (body as Body[]) : [];
  if (list.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'list');
  return list.map((dto) => String(dto[idField]));
}

function groupFields(c: Call, body: Body) {
  c.validate((v) => [v.notNull(body.name), v.notNull(body.code)]);
  const code = String(body.code);
  if (!/^[A-Za-z0-9_]+$/.test(code)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'code');
  return { name: String(body.name), code };
}

function requireUniqueGroupCode(c: Call, siteId: string, code: string, self?: string): void {
  const taken = c.db.tables.linkGroups.some(
    (g) => g.siteId === siteId && g.code === code && g.linkGroupId !== self,
  );
  if (taken) c.error('ERR.COMMON.DATA_CONFLICT', code);
}

function linkFields(c: Call, body: Body) {
  c.validate((v) => [v.notNull(body.groupId), v.notNull(body.name), v.notNull(body.url)]);
  const groupId = String(body.groupId);
  if (!c.db.tables.linkGroups.some((g) => g.linkGroupId === groupId))
    c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'groupId', groupId);
  return {
    groupId,
    name: String(body.name),
    url: String(body.url),
    logo: text(body.logo) || undefined,
    remark: text(body.remark),
  };
}

const nextSort = (rows: { sortFlag: number }[]) => Math.max(0, ...rows.map((r) => r.sortFlag)) + 1;

export function linkHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/link_group', { perm: PERM.view }, (c) => {
      const siteId = currentSite(c).siteId;
      const rows = sortBy(
        c.db.tables.linkGroups.filter((g) => g.siteId === siteId),
        'sortFlag',
      );
      return c.page(matching(c, rows, ['name', 'code']));
    }),
    route.post('/cms/link_group', { perm: PERM.add }, async (c) => {
      const siteId = currentSite(c).siteId;
      const fields = groupFields(c, await c.body<Body>());
      requireUniqueGroupCode(c, siteId, fields.code);
      const siblings = c.db.tables.linkGroups.filter((g) => g.siteId === siteId);
      const group: CmsLinkGroup = {
        linkGroupId: c.db.nextId(),
        siteId,
        sortFlag: nextSort(siblings),
        ...fields,
      };
      c.db.tables.linkGroups.push(stampCreate(c, group));
    }),
    route.put('/cms/link_group', { perm: PERM.edit }, async (c) => {
      const body = await c.body<Body>();
      const fields = groupFields(c, body);
      const group = c.db.tables.linkGroups.find((g) => g.linkGroupId === text(body.linkGroupId));
      if (!group) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'linkGroupId', text(body.linkGroupId));
      requireUniqueGroupCode(c, group.siteId, fields.code, group.linkGroupId);
      const sortFlag =
        body.sortFlag === undefined || body.sortFlag === null ? group.sortFlag : Number(body.sortFlag);
      Object.assign(group, fields, { sortFlag });
      stampUpdate(c, group);
    }),
    route.delete('/cms/link_group', { perm: PERM.remove }, async (c) => {
      const ids = await dtoIds(c, 'linkGroupId');
      c.db.tables.linkGroups = c.db.tables.linkGroups.filter((g) => !ids.includes(g.linkGroupId));
      c.db.tables.links = c.db.tables.links.filter((l) => !ids.includes(l.groupId));
    }),
    route.get('/cms/link', { perm: PERM.view }, (c) => {
      const groupId = c.query.get('groupId')?.trim();
      c.validate((v) => [v.notNull(groupId || undefined), v.min(Number(groupId), 1)]);
      const rows = sortBy(
        c.db.tables.links.filter((l) => l.groupId === groupId),
        'sortFlag',
      );
      const found = matching(c, rows, ['name', 'url']);
      return c.page(found.map((l) => ({ ...l, src: srcOf(c, l.siteId, l.logo) })));
    }),
    route.post('/cms/link', { perm: PERM.add }, async (c) => {
      const body = await c.body<Body>();
      const fields = linkFields(c, body);
      const siblings = c.db.tables.links.filter((l) => l.groupId === fields.groupId);
      const sortFlag =
        body.sortFlag === undefined || body.sortFlag === null ? nextSort(siblings) : Number(body.sortFlag);
      const link: CmsLink = { linkId: c.db.nextId(), siteId: currentSite(c).siteId, sortFlag, ...fields };
      c.db.tables.links.push(stampCreate(c, link));
    }),
    route.put('/cms/link', { perm: PERM.edit }, async (c) => {
      const body = await c.body<Body>();
      const fields = linkFields(c, body);
      const link = c.db.tables.links.find((l) => l.linkId === text(body.linkId));
      if (!link) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'linkId', text(body.linkId));
      const sortFlag =
        body.sortFlag === undefined || body.sortFlag === null ? link.sortFlag : Number(body.sortFlag);
      Object.assign(link, fields, { sortFlag });
      stampUpdate(c, link);
    }),
    route.delete('/cms/link', { perm: PERM.remove }, async (c) => {
      const ids = await dtoIds(c, 'linkId');
      c.db.tables.links = c.db.tables.links.filter((l) => !ids.includes(l.linkId));
    }),
  ];
}
