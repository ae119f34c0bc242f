import type { EChartsCoreOption } from 'echarts/core';

export interface Series {
  name: string;
  data: readonly number[];
}

/** Lines over a category axis (days, hours…), one per metric. */
export function lineOption(xaxis: readonly string[], series: readonly Series[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: xaxis },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ ...s, type: 'line', smooth: true, showSymbol: false })),
  };
}

/**
 * Horizontal bars, one per category (catalog, user), each stacked from its series (the publish
 * states): the totals compare across categories and their make-up shows inside each bar.
 */
export function stackedBarOption(
  categories: readonly string[],
  series: readonly Series[],
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 16, right: 24, top: 40, bottom: 16 },
    xAxis: { type: 'value', minInterval: 1 },
    // The first category on top, as in the table.
    yAxis: { type: 'category', inverse: true, data: categories },
    series: series.map((s) => ({ ...s, type: 'bar', stack: 'total', barMaxWidth: 24 })),
  };
}

/** Shares of a whole (locations, sources). */
export function pieOption(
  name: string,
  items: readonly { name: string; value: number }[],
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', orient: 'vertical', left: 0, top: 'middle' },
    series: [{ name, type: 'pie', radius: ['35%', '70%'], center: ['60%', '50%'], data: items }],
  };
}
