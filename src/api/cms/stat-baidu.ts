import { http, type RequestOptions } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** BaiduSite of `GET /cms/stat/baidu/sites` (snake case, as Baidu names them). */
export interface BaiduSite {
  site_id: string;
  domain: string;
  status?: number;
  create_time?: string;
}

/** The daily (or hourly, weekly, monthly) figures of Baidu's metrics, e.g. `pv_count`, `visitor_count`. */
export type MetricSeries = Partial<Record<string, number[]>>;

/** YAxisData: one metric's value at one x-axis point. */
export interface YAxisData {
  yaxis: string;
  value: number;
}

/** XAxisData: one x-axis point (a day, a region…) with its metrics. Lower-case names, as serialised. */
export interface XAxisData {
  xaxis: string;
  yaxisDataList: YAxisData[];
}

/** What every Baidu report shares: `success: false` with `error_msg` when Baidu refused the query. */
export interface BaiduReport {
  success?: boolean;
  error_msg?: string;
  xaxisList?: XAxisData[];
  xaxisDatas?: string[];
  datas?: MetricSeries;
}

/** TrendTimeAResponse: the report of the trend analysis, with the range's sums per metric. */
export interface BaiduTimeTrend extends BaiduReport {
  sum?: Partial<Record<string, number>>;
}

/** RatioData: one entry of a top-ten list (landing page, source site, visited page). */
export interface RatioData {
  label: string;
  pv_count: number;
  ratio: number;
}

/** VisitorMetrics: one metric of the new or returning visitors. */
export interface VisitorMetrics {
  name: string;
  label: string;
  value: number | string;
}

/** OverviewGetCommonTrackRptResponse. */
export interface BaiduOtherOverview extends BaiduReport {
  sourceSiteRatioList?: RatioData[];
  wordRatioList?: RatioData[];
  landingPageRatioList?: RatioData[];
  visitPageRatioList?: RatioData[];
  visitorData?: { newVisitor: VisitorMetrics[]; oldVisitor: VisitorMetrics[] };
}

/** SumData: a metric's total over the range, with its label. */
export interface SumData {
  metrics: string;
  label: string;
  value: number;
}

/** VisitSource: one source (type, site, engine or search word) with its metrics. */
export interface VisitSource {
  name: string;
  dataList: YAxisData[];
}

/** SourceAllAResponse / SourceEngineAResponse / SourceSearchWordAResponse. */
export interface BaiduSourceReport extends BaiduReport {
  total?: number | string;
  sumDataList?: SumData[];
  sourceDataList?: VisitSource[];
}

/** The overview's parameters (its only reports keyed by `bdSiteId`). */
export interface BaiduOverviewQuery {
  bdSiteId: string;
  startDate: string;
  endDate: string;
}

/** The other reports' parameters (they name the Baidu site `siteId`). */
export interface BaiduRangeQuery {
  siteId: string;
  startDate: string;
  endDate: string;
  /** Comma-joined metric names (List<String> on the server). */
  metrics?: string;
  clientDevice?: string;
  visitor?: string;
}

export interface BaiduTimeTrendQuery extends BaiduRangeQuery {
  /** hour | day | week | month */
  gran: string;
}

export interface BaiduSourceAllQuery extends BaiduRangeQuery {
  /** type | site */
  viewType?: string;
}

export interface BaiduSearchWordQuery extends BaiduRangeQuery {
  /** indicator | engine */
  source?: string;
}

export const baiduStatKeys = createQueryKeys('cms/stat/baidu');

/**
 * BaiduTongjiController: the Baidu Tongji sites bound to the current site's account (the `CurrentSite`
 * header) and their reports. `options` lets a widget stay quiet on a failure.
 */
export const baiduStatApi = {
  sites: (options?: RequestOptions) => http.get<BaiduSite[]>('/cms/stat/baidu/sites', undefined, options),
  trendOverview: (query: BaiduOverviewQuery, options?: RequestOptions) =>
    http.get<BaiduReport>('/cms/stat/baidu/trendOverview', query, options),
  districtOverview: (query: BaiduOverviewQuery) =>
    http.get<BaiduReport>('/cms/stat/baidu/districtOverview', query),
  otherOverview: (query: BaiduOverviewQuery) =>
    http.get<BaiduOtherOverview>('/cms/stat/baidu/otherOverview', query),
  timeTrend: (query: BaiduTimeTrendQuery) => http.get<BaiduTimeTrend>('/cms/stat/baidu/timeTrend', query),
  sourceAll: (query: BaiduSourceAllQuery) => http.get<BaiduSourceReport>('/cms/stat/baidu/sourceAll', query),
  sourceEngine: (query: BaiduRangeQuery) =>
    http.get<BaiduSourceReport>('/cms/stat/baidu/sourceEngine', query),
  sourceSearchWord: (query: BaiduSearchWordQuery) =>
    http.get<BaiduSourceReport>('/cms/stat/baidu/sourceSearchWord', query),
  /** Asks Baidu for a new access token with the site's refresh token. */
  refreshToken: () => http.put<void>('/cms/stat/baidu/refreshToken'),
};
