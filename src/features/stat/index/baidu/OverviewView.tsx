import { Col, Flex, Row } from 'antd';
import { useMemo } from 'react';

import { baiduStatApi } from '@/api/cms/stat-baidu';
import { ChartTableCard } from '@/components/chart/ChartTableCard';

import { statI18n } from '../i18n';
import { KpiTiles } from '../KpiTiles';
import { BaiduError, BaiduToolbar } from './BaiduToolbar';
import { locationCard, overviewKpis, ratioCards, visitorCard, visitTrendCard } from './overview-cards';
import { rangeParams, useBaiduFilter, useBaiduReport } from './use-baidu-filter';

/** Baidu overview (`BdSiteTrendOverview`): KPI tiles, the visit trend, top tens, visitors and locations. */
export function OverviewView() {
  const t = statI18n.useT();
  const filter = useBaiduFilter({});
  const { bdSiteId, range } = filter.applied;
  const query = bdSiteId ? { bdSiteId, ...rangeParams(range) } : undefined;
  const trend = useBaiduReport('trendOverview', query, baiduStatApi.trendOverview);
  const district = useBaiduReport('districtOverview', query, baiduStatApi.districtOverview);
  const other = useBaiduReport('otherOverview', query, baiduStatApi.otherOverview);
  // Memoised per report, so a chart's option changes (and is drawn again) only with its data.
  const trendCard = useMemo(() => visitTrendCard(t, trend.data), [t, trend.data]);
  const locations = useMemo(() => locationCard(t, district.data), [t, district.data]);
  const others = useMemo(
    () => ({ visitors: visitorCard(t, other.data), tops: ratioCards(t, other.data) }),
    [t, other.data],
  );

  return (
    <div data-testid="stat-baidu-overview">
      <BaiduToolbar filter={filter} />
      {!filter.noSite && (
        <>
          {trend.data?.success === false && <BaiduError message={trend.data.error_msg} />}
          <KpiTiles items={overviewKpis(t, trend.data)} loading={trend.isPending && query !== undefined} />
          <ChartTableCard
            {...trendCard}
            loading={trend.isFetching}
            scrollY={360}
            data-testid="stat-visit-trend"
          />
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            <Col xs={24} xl={12}>
              <Flex vertical gap={12}>
                {others.tops.map((card) => (
                  <ChartTableCard key={card.fileName} {...card} loading={other.isFetching} scrollY={360} />
                ))}
              </Flex>
            </Col>
            <Col xs={24} xl={12}>
              <Flex vertical gap={12}>
                <ChartTableCard {...others.visitors} loading={other.isFetching} />
                <ChartTableCard {...locations} loading={district.isFetching} />
              </Flex>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
