/**
 * CmsStatController: the current site's content counters (views, likes, favorites, comments) and its
 * publish statistics per catalog and per user (contents counted by status). Signed-in users only.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import type { CmsContent } from '../../db';
import { currentSite } from '../../services/sites';

const SORTABLE = ['viewCount', 'likeCount', 'favoriteCount', 'commentCount'] as const;
type Counter = (typeof SORTABLE)[number];

/** CMSContentStatus value → the total it counts in. */
const TOTAL_OF_STATUS: Record<string, keyof Totals> = {
  '0': 'draftTotal',
  '20': 'toPublishTotal',
  '30': 'publishedTotal',
  '40': 'offlineTotal',
  '60': 'editingTotal',
};

interface Totals {
  draftTotal: number;
  toPublishTotal: number;
  publishedTotal: number;
  offlineTotal: number;
  editingTotal: number;
}

function totalsOf(contents: readonly CmsContent[]): Totals {
  const totals: Totals = {
    draftTotal: 0,
    toPublishTotal: 0,
    publishedTotal: 0,
    offlineTotal: 0,
    editingTotal: 0,
  };
  for (const content of contents) {
    const key = TOTAL_OF_STATUS[content.status];
    if (key) totals[key] += 1;
  }
  return totals;
}

/** `sorts=col#DESC` (one column; unknown columns fall back to the default, views descending). */
function orderOf(sorts: string | null): { column: Counter; desc: boolean } {
  const [column = '', direction = 'DESC'] = (sorts ?? '').split('@')[0]?.split('#') ?? [];
  const known = (SORTABLE as readonly string[]).includes(column);
  return {
    column: known ? (column as Counter) : 'viewCount',
    desc: !known || direction.toUpperCase() !== 'ASC',
  };
}

export function contentStatHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/stat/contentDynamicData', (c) => {
      const { siteId } = currentSite(c);
      const query = (c.query.get('query') ?? '').trim();
      const { column, desc } = orderOf(c.query.get('sorts'));
      const rows = c.db.tables.contents
        .filter((row) => row.siteId === siteId && (!query || row.title.includes(query)))
        .sort((a, b) => (desc ? b[column] - a[column] : a[column] - b[column]))
        .map((row) => ({
          contentId: row.contentId,
          title: row.title,
          // Long counters: JSON strings.
          viewCount: String(row.viewCount),
          likeCount: String(row.likeCount),
          favoriteCount: String(row.favoriteCount),
          commentCount: String(row.commentCount),
        }));
      return c.page(rows);
    }),
    route.get('/cms/stat/contentStatByCatalog', (c) => {
      const { siteId } = currentSite(c);
      const contents = c.db.tables.contents.filter((row) => row.siteId === siteId);
      return ok(
        c.db.tables.catalogs
          .filter((catalog) => catalog.siteId === siteId)
          .map((catalog) => ({
            catalogId: catalog.catalogId,
            parentId: catalog.parentId,
            name: catalog.name,
            ...totalsOf(contents.filter((row) => row.catalogId === catalog.catalogId)),
          })),
      );
    }),
    route.get('/cms/stat/contentStatByUser', (c) => {
      const { siteId } = currentSite(c);
      const byUser = new Map<string, CmsContent[]>();
      for (const row of c.db.tables.contents.filter((content) => content.siteId === siteId)) {
        const userName = row.createBy ?? '';
        const list = byUser.get(userName) ?? [];
        list.push(row);
        byUser.set(userName, list);
      }
      return ok(
        [...byUser.entries()].map(([userName, rows]) => {
          const userId = c.db.tables.users.find((u) => u.userName === userName)?.userId ?? '0';
          return { id: `${siteId}-${userId}`, siteId, userId, userName, ...totalsOf(rows) };
        }),
      );
    }),
  ];
}
