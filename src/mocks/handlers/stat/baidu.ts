/**
 * BaiduTongjiController: the Baidu Tongji sites of the current site's account (`baiduSites`, site 1 has
 * two, others none) and their reports, computed from ./baidu-data. Signed-in users only, as the
 * controller has no permission key. An unknown Baidu site or a bad range answers `success: false` with
 * Baidu's message, as Baidu does.
 */
import type { HttpHandler } from 'msw';

import {
  dayFigures,
  dayLabel,
  dayOf,
  daysOf,
  figure,
  PAGES,
  ratios,
  REGIONS,
  SOURCE_SITES,
} from './baidu-data';
import { sourceReport } from './baidu-sources';
import { timeTrendReport } from './baidu-trend';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { currentSite } from '../../services/sites';

const FAILED = { success: false, error_msg: 'invalid site or date range', xaxisDatas: [], datas: {} };

interface Range {
  bdSiteId: string;
  start: number;
  end: number;
  today: number;
}

/** The Baidu site and day range of a report, or undefined when Baidu would refuse them. */
function rangeOf(c: Call, siteParam: 'bdSiteId' | 'siteId'): Range | undefined {
  const bdSiteId = c.query.get(siteParam) ?? '';
  const start = dayOf(c.query.get('startDate'));
  const end = dayOf(c.query.get('endDate'));
  const known = c.db.tables.baiduSites.some((s) => s.site_id === bdSiteId);
  if (!known || Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  return { bdSiteId, start, end, today: dayOf(c.db.nowString()) };
}

/** The reports whose parameters are a bean: `siteId`, `startDate`, `endDate` must be there. */
function requireBean(c: Call, ...more: string[]): void {
  c.validate((v) =>
    ['siteId', 'startDate', 'endDate', ...more].map((name) => v.notBlank(c.query.get(name) ?? undefined)),
  );
}

/** `ratio` shares of a pv total split by weights, as RatioData rows (top ten). */
function ratioList(labels: readonly string[], seed: string, total: number) {
  const weights = labels.map((label) => figure(`${seed}:${label}`, 3, 80));
  const shares = ratios(weights);
  return labels
    .map((label, i) => ({
      label,
      ratio: shares[i] ?? 0,
      pv_count: Math.round(((shares[i] ?? 0) * total) / 100),
    }))
    .sort((a, b) => b.pv_count - a.pv_count)
    .slice(0, 10);
}

function pvTotal(r: Range): number {
  return daysOf(r.start, r.end).reduce((n, day) => n + dayFigures(r.bdSiteId, day, r.today).pv_count, 0);
}

export function baiduStatHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/stat/baidu/sites', (c) => {
      const { siteId } = currentSite(c);
      return ok(
        c.db.tables.baiduSites
          .filter((s) => s.cmsSiteId === siteId)
          .map(({ site_id, domain, status, create_time }) => ({ site_id, domain, status, create_time })),
      );
    }),
    route.get('/cms/stat/baidu/trendOverview', (c) => {
      const r = rangeOf(c, 'bdSiteId');
      if (!r) return ok(FAILED);
      const days = daysOf(r.start, r.end).map((day) => ({ day, f: dayFigures(r.bdSiteId, day, r.today) }));
      return ok({
        success: true,
        xaxisDatas: days.map(({ day }) => dayLabel(day)),
        datas: {
          pv_count: days.map(({ f }) => f.pv_count),
          visitor_count: days.map(({ f }) => f.visitor_count),
          ip_count: days.map(({ f }) => f.ip_count),
          avg_visit_time: days.map(({ f }) => f.avg_visit_time),
        },
      });
    }),
    route.get('/cms/stat/baidu/districtOverview', (c) => {
      const r = rangeOf(c, 'bdSiteId');
      if (!r) return ok(FAILED);
      const rows = ratioList(REGIONS, `${r.bdSiteId}:region`, pvTotal(r));
      return ok({
        success: true,
        xaxisList: rows.map((row) => ({
          xaxis: row.label,
          yaxisDataList: [
            { yaxis: 'pv_count', value: row.pv_count },
            { yaxis: 'ratio', value: row.ratio },
          ],
        })),
      });
    }),
    route.get('/cms/stat/baidu/otherOverview', (c) => {
      const r = rangeOf(c, 'bdSiteId');
      if (!r) return ok(FAILED);
      const total = pvTotal(r);
      const visitorMetrics = (share: number, seed: string) => [
        { name: 'pv_count', label: '浏览量(PV)', value: Math.round(total * share) },
        { name: 'visitor_count', label: '访客数(UV)', value: Math.round(total * share * 0.42) },
        { name: 'bounce_ratio', label: '跳出率', value: `${figure(`${seed}:bounce`, 30, 40)}%` },
        { name: 'avg_visit_time', label: '平均访问时长', value: `${figure(`${seed}:time`, 60, 200)}s` },
        { name: 'avg_visit_pages', label: '平均访问页数', value: figure(`${seed}:pages`, 2, 4) },
      ];
      return ok({
        success: true,
        landingPageRatioList: ratioList(PAGES, `${r.bdSiteId}:landing`, total),
        sourceSiteRatioList: ratioList(SOURCE_SITES, `${r.bdSiteId}:source`, Math.round(total * 0.6)),
        visitPageRatioList: ratioList(PAGES, `${r.bdSiteId}:visit`, total),
        wordRatioList: [],
        visitorData: {
          newVisitor: visitorMetrics(0.62, `${r.bdSiteId}:new`),
          oldVisitor: visitorMetrics(0.38, `${r.bdSiteId}:old`),
        },
      });
    }),
    route.get('/cms/stat/baidu/timeTrend', (c) => {
      requireBean(c, 'gran');
      const r = rangeOf(c, 'siteId');
      if (!r) return ok(FAILED);
      const metrics = c.query
        .getAll('metrics')
        .flatMap((m) => m.split(','))
        .filter(Boolean);
      return ok(timeTrendReport(r, c.query.get('gran') ?? 'day', metrics));
    }),
    ...(
      [
        ['/cms/stat/baidu/sourceAll', 'all', 'viewType'],
        ['/cms/stat/baidu/sourceEngine', 'engine', ''],
        ['/cms/stat/baidu/sourceSearchWord', 'word', 'source'],
      ] as const
    ).map(([path, kind, optionParam]) =>
      route.get(path, (c) => {
        requireBean(c);
        const r = rangeOf(c, 'siteId');
        if (!r) return ok(FAILED);
        const filter = {
          ...r,
          clientDevice: c.query.get('clientDevice') ?? '',
          visitor: c.query.get('visitor') ?? '',
        };
        return ok(sourceReport(filter, kind, optionParam ? (c.query.get(optionParam) ?? '') : ''));
      }),
    ),
    route.put('/cms/stat/baidu/refreshToken', (c) => {
      currentSite(c);
    }),
  ];
}
