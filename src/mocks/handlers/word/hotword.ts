/**
 * Hot words of the current site: the CMS group endpoints (CMSHotWordGroupController: tree, options,
 * add) and the word module's HotWordGroupController (edit, delete) and HotWordController.
 */
import type { HttpHandler } from 'msw';

import { groupNode, GROUP_CODE, matchingQuery, requiredGroupId, WORD_PERMS } from './word-crud';
import type { Call, MockContext } from '../../core/context';
import { sortBy, stampCreate } from '../../core/crud';
import { defineCrud } from '../../core/crud-entity';
import { ok, table } from '../../core/envelope';
import type { HotWordGroupRow } from '../../db/areas/words';
import { currentSite } from '../../services/sites';

const siteGroups = (c: Call): HotWordGroupRow[] =>
  sortBy(
    c.db.tables.hotWordGroups.filter((g) => g.owner === currentSite(c).siteId),
    'sortFlag',
  );

const groupRules = (c: Call, body: Record<string, unknown>) =>
  c.validate((v) => [v.notBlank(body.name), v.notBlank(body.code), v.pattern(body.code, GROUP_CODE)]);

const groups = defineCrud({
  table: 'hotWordGroups',
  id: 'groupId',
  path: '/word/hotword/group',
  listPath: '/word/hotword/group',
  perm: WORD_PERMS,
  filters: { like: ['name'] },
  validate: (v, body) => [v.notBlank(body.name), v.notBlank(body.code), v.pattern(body.code, GROUP_CODE)],
  fields: (body) => ({
    name: String(body.name),
    code: String(body.code),
    sortFlag: Number(body.sortFlag ?? 0),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  }),
  // The standalone word module's groups belong to no site.
  defaults: () => ({ owner: '' }),
  readOnly: ['owner'],
  unique: [{ field: 'code', scope: ['owner'], message: 'ERRCODE.WORD.CONFLIECT_HOT_WORD_GROUP' }],
  // Its words go with it.
  beforeDelete: (c, rows) => {
    const ids = rows.map((g) => g.groupId);
    c.db.tables.hotWords = c.db.tables.hotWords.filter((w) => !ids.includes(w.groupId));
  },
});

const words = defineCrud({
  table: 'hotWords',
  id: 'wordId',
  path: '/word/hotword',
  listPath: '/word/hotword',
  perm: WORD_PERMS,
  validate: (v, body) => [v.notBlank(body.word), v.notNull(body.groupId)],
  fields: (body) => ({
    groupId: String(body.groupId),
    word: String(body.word).trim(),
    url: String(body.url ?? ''),
    urlTarget: body.urlTarget === '_self' ? '_self' : '_blank',
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  }),
  defaults: (_body, c) => ({ owner: currentSite(c).siteId, useCount: 0, hitCount: 0 }),
  readOnly: ['owner', 'useCount', 'hitCount'],
  unique: [{ field: 'word', scope: ['groupId'], message: 'ERRCODE.WORD.CONFLIECT_HOT_WORD' }],
});

export function hotWordHandlers({ route }: MockContext): HttpHandler[] {
  return [
    // Flat: hot-word groups have no parents.
    route.get('/cms/hotword/group/treedata', { perm: 'word:view' }, (c) =>
      ok(siteGroups(c).map((g) => groupNode(g, ''))),
    ),
    route.get('/cms/hotword/group/options', (c) =>
      table(siteGroups(c).map((g) => ({ code: g.code, name: g.name }))),
    ),
    route.post('/cms/hotword/group', { perm: 'word:view' }, async (c) => {
      const body = await c.body();
      groupRules(c, body);
      const owner = currentSite(c).siteId;
      if (c.db.tables.hotWordGroups.some((g) => g.owner === owner && g.code === body.code))
        c.error('ERRCODE.WORD.CONFLIECT_HOT_WORD_GROUP');
      const group = stampCreate(c, {
        groupId: c.db.nextId(),
        owner,
        name: String(body.name),
        code: String(body.code),
        sortFlag: Number(body.sortFlag ?? 0),
        remark: typeof body.remark === 'string' ? body.remark : undefined,
      });
      c.db.tables.hotWordGroups.push(group);
      return ok({ ...group, wordTotal: '0' });
    }),
    ...groups.handlers(route),
    // The list filters by group and `query`: answered before the factory's own list.
    route.get('/word/hotword', { perm: 'word:view' }, (c) => {
      const groupId = requiredGroupId(c);
      return c.page(
        matchingQuery(
          c,
          c.db.tables.hotWords.filter((w) => w.groupId === groupId),
        ),
      );
    }),
    ...words.handlers(route),
  ];
}
