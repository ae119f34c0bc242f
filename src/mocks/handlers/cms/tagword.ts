/**
 * TAG words of the current site: the CMS group tree (CMSTagWordGroupController: tree data and add),
 * the word module's group edit/delete (TagWordGroupController) and the words of a group
 * (TagWordController: list, add, edit, batch add, delete), which the TAG picker reads too.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { idList, sortBy, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { CmsTagWord, CmsTagWordGroup } from '../../db';
import { currentSite } from '../../services/sites';
import { GROUP_CODE, groupNode, matchingQuery, requiredGroupId, type GroupTreeNode } from '../word/word-crud';

const PERM = { perm: 'word:view' };
type Body = Record<string, unknown>;

/** TreeNode.build: top-level groups (parentId 0) with their children, by sort flag. */
function groupTree(groups: CmsTagWordGroup[]): GroupTreeNode[] {
  const nodes = new Map<string, GroupTreeNode>();
  for (const g of sortBy(groups, 'sortFlag'))
    nodes.set(g.groupId, { ...groupNode(g, g.parentId), children: [] });
  const roots: GroupTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children?.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The backend's TagWord JSON (wordId, not the db's tagWordId; `src` the logo's URL). */
function toVO(row: CmsTagWord) {
  const { tagWordId, siteId: _site, ...rest } = row;
  return { ...rest, wordId: tagWordId, owner: row.siteId, useCount: 0, src: row.logo };
}

function siteGroups(c: Call): CmsTagWordGroup[] {
  const siteId = currentSite(c).siteId;
  return c.db.tables.tagWordGroups.filter((g) => g.siteId === siteId);
}

/** Name and code given, the code well-formed and new among the site's groups. */
function validateGroup(c: Call, body: Body, siteId: string) {
  c.validate((v) => [v.notBlank(body.name), v.notBlank(body.code), v.pattern(body.code, GROUP_CODE)]);
  const clash = c.db.tables.tagWordGroups.find(
    (g) => g.siteId === siteId && g.code === body.code && g.groupId !== String(body.groupId ?? ''),
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', body.code);
}

/** The word must be new in its group (TagWordServiceImpl: CONFLIECT_TAG_WORD). */
function checkWord(c: Call, groupId: string, word: string, selfId?: string) {
  const clash = c.db.tables.tagWords.some(
    (w) => w.groupId === groupId && w.word === word && w.tagWordId !== selfId,
  );
  if (clash) c.error('ERRCODE.WORD.CONFLIECT_TAG_WORD', word);
}

function newWord(c: Call, groupId: string, word: string, body: Body = {}): CmsTagWord {
  const group = c.db.tables.tagWordGroups.find((g) => g.groupId === groupId);
  if (!group) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'groupId', groupId);
  checkWord(c, groupId, word);
  return stampCreate(c, {
    tagWordId: c.db.nextId(),
    groupId,
    siteId: group.siteId,
    word,
    logo: typeof body.logo === 'string' && body.logo ? body.logo : undefined,
    sortFlag: Number(body.sortFlag ?? 0),
    hitCount: 0,
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  });
}

export function tagWordHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/tagword/group/treedata', PERM, (c) => ok(groupTree(siteGroups(c)))),

    route.post('/cms/tagword/group', PERM, async (c) => {
      const body = await c.body();
      validateGroup(c, body, currentSite(c).siteId);
      const group = stampCreate(c, {
        groupId: c.db.nextId(),
        siteId: currentSite(c).siteId,
        parentId: body.parentId ? String(body.parentId) : '0',
        name: String(body.name),
        code: String(body.code),
        sortFlag: Number(body.sortFlag ?? 0),
        remark: typeof body.remark === 'string' ? body.remark : undefined,
      });
      c.db.tables.tagWordGroups.push(group);
      return ok({ ...group, owner: group.siteId, wordTotal: '0' });
    }),
    route.put('/word/tagword/group', PERM, async (c) => {
      const body = await c.body();
      const group = c.db.tables.tagWordGroups.find((g) => g.groupId === String(body.groupId));
      if (!group) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'groupId', body.groupId);
      validateGroup(c, body, group.siteId);
      const parentId = body.parentId ? String(body.parentId) : '0';
      if (parentId === group.groupId) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'parentId');
      Object.assign(group, {
        parentId,
        name: String(body.name),
        code: String(body.code),
        sortFlag: Number(body.sortFlag ?? group.sortFlag),
        remark: typeof body.remark === 'string' ? body.remark : group.remark,
      });
      stampUpdate(c, group);
    }),
    // A group goes with its sub-groups and their words.
    route.delete('/word/tagword/group', PERM, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'groupIds');
      const doomed = new Set(ids);
      let grew = true;
      while (grew) {
        grew = false;
        for (const g of c.db.tables.tagWordGroups)
          if (doomed.has(g.parentId) && !doomed.has(g.groupId)) grew = Boolean(doomed.add(g.groupId));
      }
      c.db.tables.tagWordGroups = c.db.tables.tagWordGroups.filter((g) => !doomed.has(g.groupId));
      c.db.tables.tagWords = c.db.tables.tagWords.filter((w) => !doomed.has(w.groupId));
    }),

    route.get('/word/tagword', PERM, (c) => {
      const groupId = requiredGroupId(c);
      const rows = sortBy(
        c.db.tables.tagWords.filter((w) => w.groupId === groupId),
        'sortFlag',
      );
      const reply = c.page(matchingQuery(c, rows));
      return reply.data ? ok({ ...reply.data, rows: reply.data.rows.map(toVO) }) : reply;
    }),
    route.post('/word/tagword', PERM, async (c) => {
      const body = await c.body();
      c.validate((v) => [v.notBlank(body.word), v.notNull(body.groupId)]);
      c.db.tables.tagWords.push(newWord(c, String(body.groupId), String(body.word).trim(), body));
    }),
    route.put('/word/tagword', PERM, async (c) => {
      const body = await c.body();
      c.validate((v) => [v.notBlank(body.word), v.notNull(body.wordId)]);
      const row = c.db.tables.tagWords.find((w) => w.tagWordId === String(body.wordId));
      if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'wordId', body.wordId);
      const groupId = body.groupId ? String(body.groupId) : row.groupId;
      const word = String(body.word).trim();
      checkWord(c, groupId, word, row.tagWordId);
      Object.assign(row, {
        groupId,
        word,
        logo: typeof body.logo === 'string' ? body.logo || undefined : row.logo,
        sortFlag: Number(body.sortFlag ?? row.sortFlag),
        remark: typeof body.remark === 'string' ? body.remark : row.remark,
      });
      stampUpdate(c, row);
    }),
    // BatchAddTagDTO: words already in the group are skipped, the rest added in order.
    route.post('/word/tagword/batchAdd', PERM, async (c) => {
      const body = await c.body<{ groupId?: unknown; words?: unknown }>();
      const words = Array.isArray(body.words) ? body.words.map((w) => String(w).trim()).filter(Boolean) : [];
      c.validate((v) => [v.notNull(body.groupId), v.longId(body.groupId), v.notEmpty(words)]);
      const groupId = String(body.groupId);
      const existing = new Set(c.db.tables.tagWords.filter((w) => w.groupId === groupId).map((w) => w.word));
      for (const word of new Set(words))
        if (!existing.has(word)) c.db.tables.tagWords.push(newWord(c, groupId, word));
    }),
    route.delete('/word/tagword', PERM, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'wordIds');
      c.db.tables.tagWords = c.db.tables.tagWords.filter((w) => !ids.includes(w.tagWordId));
    }),
  ];
}
