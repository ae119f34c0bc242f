/**
 * Search words and logs: the current site's lists (CMSSearchWordStatController, CMSSearchLogController)
 * and the search module's edit, delete, topping and trend (SearchWordController, SearchLogController).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { formatDateTime, parseDateTime } from '../../core/time';
import type { SearchWordRow } from '../../db/areas/words';
import { currentSite } from '../../services/sites';
import { matchingQuery } from '../word/word-crud';

const HOUR_MS = 3_600_000;

/** Topped words first (latest topping first), then by total. */
function ordered(rows: readonly SearchWordRow[]): SearchWordRow[] {
  return [...rows].sort((a, b) => b.topFlag - a.topFlag || b.searchTotal - a.searchTotal);
}

function wordRows(c: Call, source?: string) {
  const rows = source ? c.db.tables.searchWords.filter((w) => w.source === source) : c.db.tables.searchWords;
  return ordered(filterRows(matchingQuery(c, rows), c.query, { time: 'createTime' }));
}

function logRows(c: Call, source?: string) {
  const rows = source ? c.db.tables.searchLogs.filter((l) => l.source === source) : c.db.tables.searchLogs;
  return matchingQuery(c, rows);
}

/** "yyyyMMddHH" of an epoch ms, the trend's x axis. */
function hourKey(ms: number): string {
  return formatDateTime(ms).replace(/[-: ]/g, '').slice(0, 10);
}

function findWord(c: Call, wordId: unknown): SearchWordRow {
  const row = c.db.tables.searchWords.find((w) => w.wordId === String(wordId));
  if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'wordId', wordId);
  return row;
}

export function searchWordHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/search/word', (c) => c.page(wordRows(c, currentSite(c).siteId))),
    route.get('/search/word', (c) => c.page(wordRows(c))),
    route.post('/cms/search/word', async (c) => {
      const body = await c.body();
      c.validate((v) => [v.notBlank(body.word)]);
      const source = currentSite(c).siteId;
      const word = String(body.word).trim();
      if (c.db.tables.searchWords.some((w) => w.source === source && w.word === word))
        c.error('ERR.COMMON.DATA_CONFLICT', word);
      c.db.tables.searchWords.push(
        stampCreate(c, {
          wordId: c.db.nextId(),
          word,
          searchTotal: Number(body.searchTotal ?? 0),
          topFlag: 0,
          source,
        }),
      );
    }),
    route.put('/search/word', async (c) => {
      const body = await c.body();
      c.validate((v) => [v.notBlank(body.word), v.notNull(body.wordId)]);
      const row = findWord(c, body.wordId);
      row.word = String(body.word).trim();
      if (body.searchTotal !== undefined) row.searchTotal = Number(body.searchTotal);
      stampUpdate(c, row);
    }),
    route.delete('/search/word', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'wordIds');
      c.db.tables.searchWords = c.db.tables.searchWords.filter((w) => !ids.includes(w.wordId));
    }),
    route.put('/search/word/set_top', async (c) => {
      const body = await c.body<{ wordIds?: unknown; topEndTime?: unknown }>();
      const ids = idList(body.wordIds ?? []);
      const end = typeof body.topEndTime === 'string' ? body.topEndTime : '';
      c.validate((v) => [v.notEmpty(ids), v.notBlank(end)]);
      for (const id of ids) Object.assign(findWord(c, id), { topFlag: c.db.now(), topDate: end });
    }),
    route.put('/search/word/cancel_top', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'wordIds');
      for (const id of ids) Object.assign(findWord(c, id), { topFlag: 0, topDate: undefined });
    }),
    // Searches of the word per hour of the range, from the site's log.
    route.get('/search/word/trend', (c) => {
      const row = findWord(c, c.query.get('wordId'));
      const end = parseDateTime(c.query.get('endTime') ?? '') || c.db.now();
      const begin = parseDateTime(c.query.get('beginTime') ?? '') || end - 7 * 24 * HOUR_MS;
      const counts = new Map<string, number>();
      for (let t = begin - (begin % HOUR_MS); t <= end; t += HOUR_MS) counts.set(hourKey(t), 0);
      for (const log of c.db.tables.searchLogs) {
        if (log.word !== row.word || log.source !== row.source) continue;
        const key = hourKey(parseDateTime(log.logTime));
        const n = counts.get(key);
        if (n !== undefined) counts.set(key, n + 1);
      }
      return ok({ xAxisDatas: [...counts.keys()], lineDatas: { SearchCount: [...counts.values()] } });
    }),

    route.get('/cms/search/log', (c) => c.page(logRows(c, currentSite(c).siteId))),
    route.get('/search/log', (c) => c.page(logRows(c))),
    route.delete('/search/log', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'logIds');
      c.db.tables.searchLogs = c.db.tables.searchLogs.filter((l) => !ids.includes(l.logId));
    }),
  ];
}
