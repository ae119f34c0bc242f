/**
 * TAG words of the current site: the CMS group tree (CMSTagWordGroupController: tree data and add)
 * and the word list of one group (TagWordController `GET /word/tagword`), which the TAG picker reads.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, sortBy, stampCreate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { CmsTagWord, CmsTagWordGroup } from '../../db';
import { currentSite } from '../../services/sites';

interface TreeNode {
  id: string;
  parentId: string;
  label: string;
  root: boolean;
  disabled: boolean;
  defaultExpanded: boolean;
  checked: boolean;
  props: Record<string, unknown>;
  children: TreeNode[];
}

/** TreeNode.build: top-level groups (parentId 0) with their children, by sort flag. */
function groupTree(groups: CmsTagWordGroup[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const g of sortBy(groups, 'sortFlag'))
    nodes.set(g.groupId, {
      id: g.groupId,
      parentId: g.parentId,
      label: g.name,
      root: g.parentId === '0',
      disabled: false,
      defaultExpanded: false,
      checked: false,
      props: { code: g.code, sort: g.sortFlag, remark: g.remark },
      children: [],
    });
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The backend's TagWord JSON (wordId, not the db's tagWordId). */
function toVO(row: CmsTagWord) {
  const { tagWordId, siteId: _site, ...rest } = row;
  return { ...rest, wordId: tagWordId, owner: row.siteId, useCount: 0 };
}

function siteGroups(c: Call): CmsTagWordGroup[] {
  const siteId = currentSite(c).siteId;
  return c.db.tables.tagWordGroups.filter((g) => g.siteId === siteId);
}

export function tagWordHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/tagword/group/treedata', { perm: 'word:view' }, (c) => ok(groupTree(siteGroups(c)))),

    route.post('/cms/tagword/group', { perm: 'word:view' }, async (c) => {
      const body = await c.body<Partial<Record<keyof CmsTagWordGroup, unknown>>>();
      c.validate((v) => [v.notBlank(body.name), v.notBlank(body.code)]);
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

    route.get('/word/tagword', { perm: 'word:view' }, (c) => {
      const groupId = c.query.get('groupId') ?? '';
      // groupId is @Min(1): without it there is nothing to list.
      if (!(Number(groupId) >= 1)) c.error('ERR.COMMON.NOT_NULL', 'groupId');
      const query = c.query.get('query')?.trim().toLowerCase();
      const rows = filterRows(
        sortBy(
          c.db.tables.tagWords.filter((w) => w.groupId === groupId),
          'sortFlag',
        ),
        c.query,
        {},
      ).filter((w) => !query || w.word.toLowerCase().includes(query));
      const reply = c.page(rows);
      return reply.data ? ok({ ...reply.data, rows: reply.data.rows.map(toVO) }) : reply;
    }),
  ];
}
