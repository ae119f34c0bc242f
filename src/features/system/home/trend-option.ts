import type { ChartOption } from '@/components/chart';

import type { BaiduTrend } from './api';

/** PV / UV / IP per day as lines. */
export function trendOption(trend: BaiduTrend, names: Record<'pv' | 'uv' | 'ip', string>): ChartOption {
  const series = [
    { name: names.pv, data: trend.datas?.pv_count ?? [] },
    { name: names.uv, data: trend.datas?.visitor_count ?? [] },
    { name: names.ip, data: trend.datas?.ip_count ?? [] },
  ];
  return {
    tooltip: { trigger: 'axis' },
    // Legend above the plot, clear of the x-axis labels; the grid leaves room for both.
    legend: { data: series.map((s) => s.name), top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: trend.xaxisDatas ?? [] },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ ...s, type: 'line', smooth: true, showSymbol: false })),
  };
}
