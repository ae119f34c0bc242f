import { Col, Flex, Row } from 'antd';
import { useMemo } from 'react';

import { baiduStatApi, type RatioData, type VisitorMetrics } from '@/api/cms/stat-baidu';
import { ChartTableCard, type DataColumn } from '@/components/chart/ChartTableCard';

import { lineOption, pieOption } from '../chart-options';
import { statI18n, type StatT } from '../i18n';
import { KpiTiles } from '../KpiTiles';
import { BaiduError, BaiduToolbar } from './BaiduToolbar';
import { rangeParams, useBaiduFilter, useBaiduReport } from './use-baidu-filter';

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

interface DayRow {
  date: string;
  pv: number;
  uv: number;
  ip: number;
  time: number;
}

interface LocationRow {
  name: string;
  pv: number;
  ratio: number;
}

interface VisitorRow {
  name: string;
  label: string;
  newVisitor: VisitorMetrics['value'];
  oldVisitor: VisitorMetrics['value'] | undefined;
}

function ratioColumns(t: StatT, labelTitle: string): DataColumn<RatioData>[] {
  return [
    { key: 'label', title: labelTitle, value: (r) => r.label },
    { key: 'pv', title: 'PV', value: (r) => r.pv_count, align: 'right', width: 90 },
    { key: 'ratio', title: t('overview.ratio'), value: (r) => `${r.ratio} %`, align: 'right', width: 90 },
  ];
}

/** Baidu overview (`BdSiteTrendOverview`): KPI tiles, the visit trend, top tens, visitors and locations. */
export function OverviewView() {
  const t = statI18n.useT();
  const filter = useBaiduFilter({});
  const { bdSiteId, range } = filter.applied;
  const query = bdSiteId ? { bdSiteId, ...rangeParams(range) } : undefined;
  const trend = useBaiduReport('trendOverview', query, baiduStatApi.trendOverview);
  const district = useBaiduReport('districtOverview', query, baiduStatApi.districtOverview);
  const other = useBaiduReport('otherOverview', query, baiduStatApi.otherOverview);

  const days = useMemo<DayRow[]>(() => {
    const datas = trend.data?.datas ?? {};
    return (trend.data?.xaxisDatas ?? []).map((date, i) => ({
      date,
      pv: datas.pv_count?.[i] ?? 0,
      uv: datas.visitor_count?.[i] ?? 0,
      ip: datas.ip_count?.[i] ?? 0,
      time: datas.avg_visit_time?.[i] ?? 0,
    }));
  }, [trend.data]);
  const locations = useMemo<LocationRow[]>(
    () =>
      (district.data?.xaxisList ?? [])
        .map((x) => {
          const value = (name: string) => Number(x.yaxisDataList.find((y) => y.yaxis === name)?.value ?? 0);
          return { name: x.xaxis, pv: value('pv_count'), ratio: value('ratio') };
        })
        .sort((a, b) => b.pv - a.pv),
    [district.data],
  );
  const visitors = useMemo<VisitorRow[]>(() => {
    const data = other.data?.visitorData;
    return (data?.newVisitor ?? []).map((m) => ({
      name: m.name,
      label: m.label,
      newVisitor: m.value,
      oldVisitor: data?.oldVisitor.find((o) => o.name === m.name)?.value,
    }));
  }, [other.data]);

  const datas = trend.data?.datas;
  const kpis = [
    { key: 'pv', label: t('metric.pv_count'), value: sum(datas?.pv_count) },
    { key: 'uv', label: t('metric.visitor_count'), value: sum(datas?.visitor_count) },
    { key: 'ip', label: t('metric.ip_count'), value: sum(datas?.ip_count) },
    {
      key: 'time',
      label: t('metric.avg_visit_time'),
      value: datas?.avg_visit_time?.length
        ? Math.round(sum(datas.avg_visit_time) / datas.avg_visit_time.length)
        : 0,
      suffix: t('second'),
    },
  ];
  const dayColumns: DataColumn<DayRow>[] = [
    { key: 'date', title: t('date'), value: (r) => r.date },
    { key: 'pv', title: t('metric.pv_count'), value: (r) => r.pv, align: 'right' },
    { key: 'uv', title: t('metric.visitor_count'), value: (r) => r.uv, align: 'right' },
    { key: 'ip', title: t('metric.ip_count'), value: (r) => r.ip, align: 'right' },
    {
      key: 'time',
      title: `${t('metric.avg_visit_time')}(${t('second')})`,
      value: (r) => r.time,
      align: 'right',
    },
  ];
  const locationColumns: DataColumn<LocationRow>[] = [
    { key: 'name', title: t('overview.locationName'), value: (r) => r.name },
    { key: 'pv', title: 'PV', value: (r) => r.pv, align: 'right' },
    { key: 'ratio', title: t('overview.ratio'), value: (r) => `${r.ratio} %`, align: 'right' },
  ];
  const visitorColumns: DataColumn<VisitorRow>[] = [
    { key: 'label', title: t('overview.metrics'), value: (r) => r.label },
    { key: 'new', title: t('overview.newVisitor'), value: (r) => r.newVisitor },
    { key: 'old', title: t('overview.oldVisitor'), value: (r) => r.oldVisitor },
  ];
  const ratioCard = (
    key: 'top10Entry' | 'top10Source' | 'top10Visit',
    rows: RatioData[] | undefined,
    label: string,
  ) => (
    <ChartTableCard
      title={t(`overview.${key}`)}
      rows={rows ?? []}
      columns={ratioColumns(t, label)}
      rowKey={(r) => r.label}
      fileName={`baidu-${key}`}
      loading={other.isFetching}
      scrollY={360}
    />
  );

  return (
    <div data-testid="stat-baidu-overview">
      <BaiduToolbar filter={filter} />
      {!filter.noSite && (
        <>
          {trend.data?.success === false && <BaiduError message={trend.data.error_msg} />}
          <KpiTiles items={kpis} loading={trend.isPending && query !== undefined} />
          <ChartTableCard
            title={t('overview.visitTrend')}
            rows={days}
            columns={dayColumns}
            rowKey={(r) => r.date}
            fileName="baidu-visit-trend"
            loading={trend.isFetching}
            scrollY={360}
            chart={{
              option: lineOption(
                days.map((d) => d.date),
                [
                  { name: t('metric.pv_count'), data: days.map((d) => d.pv) },
                  { name: t('metric.visitor_count'), data: days.map((d) => d.uv) },
                  { name: t('metric.ip_count'), data: days.map((d) => d.ip) },
                ],
              ),
              label: t('overview.trendChart', { days: days.length }),
            }}
            data-testid="stat-visit-trend"
          />
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            <Col xs={24} xl={12}>
              <Flex vertical gap={12}>
                {ratioCard('top10Entry', other.data?.landingPageRatioList, t('overview.url'))}
                {ratioCard('top10Source', other.data?.sourceSiteRatioList, t('overview.sourceSite'))}
                {ratioCard('top10Visit', other.data?.visitPageRatioList, 'URL')}
              </Flex>
            </Col>
            <Col xs={24} xl={12}>
              <Flex vertical gap={12}>
                <ChartTableCard
                  title={t('overview.visitor')}
                  rows={visitors}
                  columns={visitorColumns}
                  rowKey={(r) => r.name}
                  fileName="baidu-visitors"
                  loading={other.isFetching}
                />
                <ChartTableCard
                  title={t('overview.location')}
                  rows={locations}
                  columns={locationColumns}
                  rowKey={(r) => r.name}
                  fileName="baidu-locations"
                  loading={district.isFetching}
                  chart={{
                    option: pieOption(
                      t('overview.locationName'),
                      locations.map((l) => ({ name: l.name, value: l.pv })),
                    ),
                    label: t('overview.locationChart'),
                  }}
                />
              </Flex>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
