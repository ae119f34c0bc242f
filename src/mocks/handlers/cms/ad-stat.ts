/**
 * AdLogController (1.5.5): the current site's ad counters summed per ad over a time range, one ad's
 * hourly trend, and the click and view event logs (newest first). Signed-in users only, as the
 * controller has no permission key.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsAdEventLog } from '../../db/areas/operations';
import { hourKey } from '../../db/areas/operations-seed-ads';
import { currentSite } from '../../services/sites';

const HOUR = 3_600_000;
/** The widest trend the mock draws (the backend has no cap; a month of hours keeps the reply small). */
const MAX_HOURS = 24 * 62;

function rangeOf(c: Call, required: boolean): { begin?: string; end?: string } {
  const read = (name: string) => {
    const text = c.query.get(name)?.trim();
    if (!text) return required ? c.error('ERR.COMMON.NOT_NULL', name) : undefined;
    const ms = parseDateTime(text);
    if (Number.isNaN(ms)) return c.error('ERR.COMMON.INVALID_REQUEST_ARG', name);
    return hourKey(ms);
  };
  return { begin: read('beginTime'), end: read('endTime') };
}

const inRange = (hour: string, { begin, end }: { begin?: string; end?: string }) =>
  (!begin || hour >= begin) && (!end || hour <= end);

function eventLogs(c: Call, rows: CmsAdEventLog[]) {
  const siteId = currentSite(c).siteId;
  return c.page(rows.filter((r) => r.siteId === siteId).sort((a, b) => b.evtTime.localeCompare(a.evtTime)));
}

export function adStatHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/ad/stat/chart', (c) => {
      const adId = c.query.get('advertisementId')?.trim();
      c.validate((v) => [v.notNull(adId), v.min(adId === undefined ? undefined : Number(adId), 1)]);
      rangeOf(c, true);
      const begin = parseDateTime(c.query.get('beginTime') ?? '');
      const end = parseDateTime(c.query.get('endTime') ?? '');
      const stats = new Map(
        c.db.tables.adHourStats.filter((s) => s.advertisementId === adId).map((s) => [s.hour, s]),
      );
      const xAxisDatas: string[] = [];
      const Click: number[] = [];
      const View: number[] = [];
      for (let ms = Math.floor(begin / HOUR) * HOUR; ms <= end && xAxisDatas.length < MAX_HOURS; ms += HOUR) {
        const hour = hourKey(ms);
        xAxisDatas.push(hour);
        Click.push(stats.get(hour)?.click ?? 0);
        View.push(stats.get(hour)?.view ?? 0);
      }
      return ok({ xAxisDatas, lineDatas: { Click, View } });
    }),
    route.get('/cms/ad/stat/click', (c) => eventLogs(c, c.db.tables.adClickLogs)),
    route.get('/cms/ad/stat/view', (c) => eventLogs(c, c.db.tables.adViewLogs)),
    route.get('/cms/ad/stat', (c) => {
      const siteId = currentSite(c).siteId;
      const range = rangeOf(c, false);
      const sums = new Map<string, { click: number; view: number }>();
      for (const s of c.db.tables.adHourStats) {
        if (s.siteId !== siteId || !inRange(s.hour, range)) continue;
        const sum = sums.get(s.advertisementId) ?? { click: 0, view: 0 };
        sum.click += s.click;
        sum.view += s.view;
        sums.set(s.advertisementId, sum);
      }
      const ads = c.db.tables.advertisements;
      return table(
        [...sums].map(([advertisementId, sum]) => ({
          advertisementId,
          siteId,
          adName: ads.find((a) => a.advertisementId === advertisementId)?.name ?? '',
          ...sum,
        })),
      );
    }),
  ];
}
