import { Radio } from 'antd';
import { useMemo } from 'react';

import {
  baiduStatApi,
  type BaiduRangeQuery,
  type BaiduSourceReport,
  type VisitSource,
} from '@/api/cms/stat-baidu';
import { ChartTableCard, type DataColumn } from '@/components/chart/ChartTableCard';

import { pieOption } from '../chart-options';
import { statI18n, type StatT } from '../i18n';
import { KpiTiles } from '../KpiTiles';
import { BaiduError, BaiduToolbar } from './BaiduToolbar';
import { rangeParams, useBaiduFilter, useBaiduReport } from './use-baidu-filter';

/** The tiles the original shows of `sumDataList`. */
const TILE_METRICS = [
  'pv_count',
  'visitor_count',
  'ip_count',
  'bounce_ratio',
  'avg_visit_time',
  'avg_visit_pages',
];

export type SourceKind = 'all' | 'engine' | 'word';

interface Extra {
  /** viewType (visit source: type | site) or source (search word: indicator | engine). */
  option: string;
  clientDevice: string;
  visitor: string;
}

interface KindSpec {
  report: string;
  optionParam?: 'viewType' | 'source';
  options: string[];
  fetch: (query: BaiduRangeQuery & Record<string, string>) => Promise<BaiduSourceReport>;
  title: 'source.visitSource' | 'source.engineSource' | 'source.searchWordSource';
  firstColumn: 'source.visitSource' | 'source.searchEngine' | 'source.searchWord';
}

const KINDS: Record<SourceKind, KindSpec> = {
  all: {
    report: 'sourceAll',
    optionParam: 'viewType',
    options: ['type', 'site'],
    fetch: baiduStatApi.sourceAll,
    title: 'source.visitSource',
    firstColumn: 'source.visitSource',
  },
  engine: {
    report: 'sourceEngine',
    options: [],
    fetch: baiduStatApi.sourceEngine,
    title: 'source.engineSource',
    firstColumn: 'source.searchEngine',
  },
  word: {
    report: 'sourceSearchWord',
    optionParam: 'source',
    options: ['indicator', 'engine'],
    fetch: baiduStatApi.sourceSearchWord,
    title: 'source.searchWordSource',
    firstColumn: 'source.searchWord',
  },
};

const valueOf = (row: VisitSource, metric: string) => row.dataList.find((d) => d.yaxis === metric)?.value;

function radios(
  t: StatT,
  label: string,
  value: string,
  options: [string, string][],
  onChange: (v: string) => void,
) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      value={value}
      onChange={(e) => onChange(String(e.target.value))}
      options={options.map(([v, key]) => ({ value: v, label: t(key as Parameters<StatT>[0]) }))}
    />
  );
}

/**
 * Visit source (`BdSiteVisitSource`), search engines (`BdSiteEngineSource`) and search words
 * (`BdSiteSearchWordSource`): the range's totals as tiles and one row per source with every metric.
 */
export function SourceView({ kind }: { kind: SourceKind }) {
  const t = statI18n.useT();
  const spec = KINDS[kind];
  const filter = useBaiduFilter<Extra>({ option: spec.options[0] ?? '', clientDevice: '', visitor: '' });
  const { bdSiteId, range, extra } = filter.applied;
  const query = bdSiteId
    ? {
        siteId: bdSiteId,
        ...rangeParams(range),
        ...(spec.optionParam ? { [spec.optionParam]: extra.option } : {}),
        clientDevice: extra.clientDevice,
        visitor: extra.visitor,
      }
    : undefined;
  const report = useBaiduReport(spec.report, query, spec.fetch);
  const sums = report.data?.sumDataList ?? [];
  const rows = report.data?.sourceDataList ?? [];
  const columns = useMemo<DataColumn<VisitSource>[]>(
    () => [
      { key: 'name', title: t(spec.firstColumn), value: (r) => r.name },
      ...(report.data?.sumDataList ?? []).map((m) => ({
        key: m.metrics,
        title: m.label,
        value: (r: VisitSource) => valueOf(r, m.metrics),
        align: 'right' as const,
      })),
    ],
    [report.data, spec.firstColumn, t],
  );
  const draft = filter.draft.extra;
  const title = t(spec.title);

  return (
    <div data-testid={`stat-baidu-source-${kind}`}>
      <BaiduToolbar filter={filter}>
        {spec.optionParam === 'viewType' &&
          radios(
            t,
            t('source.viewType'),
            draft.option,
            [
              ['type', 'source.type'],
              ['site', 'source.site'],
            ],
            (option) => filter.updateExtra({ option }),
          )}
        {spec.optionParam === 'source' &&
          radios(
            t,
            t('source.by'),
            draft.option,
            [
              ['indicator', 'source.indicator'],
              ['engine', 'source.engine'],
            ],
            (option) => filter.updateExtra({ option }),
          )}
        {radios(
          t,
          t('source.device'),
          draft.clientDevice,
          [
            ['', 'source.all'],
            ['pc', 'source.pc'],
            ['mobile', 'source.mobile'],
          ],
          (clientDevice) => filter.updateExtra({ clientDevice }),
        )}
        {radios(
          t,
          t('source.visitor'),
          draft.visitor,
          [
            ['', 'source.all'],
            ['new', 'source.newVisitor'],
            ['old', 'source.oldVisitor'],
          ],
          (visitor) => filter.updateExtra({ visitor }),
        )}
      </BaiduToolbar>
      {!filter.noSite && (
        <>
          {report.data?.success === false && <BaiduError message={report.data.error_msg} />}
          <KpiTiles
            loading={report.isPending && query !== undefined}
            items={sums
              .filter((s) => TILE_METRICS.includes(s.metrics))
              .map((s) => ({ key: s.metrics, label: s.label, value: Number(s.value), precision: 2 }))}
          />
          <ChartTableCard
            title={title}
            rows={rows}
            columns={columns}
            rowKey={(r) => r.name}
            fileName={`baidu-${spec.report}`}
            loading={report.isFetching}
            chart={{
              option: pieOption(
                title,
                rows.map((r) => ({ name: r.name, value: Number(valueOf(r, 'pv_count') ?? 0) })),
              ),
              label: t('source.chart', { name: t(spec.firstColumn) }),
            }}
            data-testid="stat-source-report"
          />
        </>
      )}
    </div>
  );
}
