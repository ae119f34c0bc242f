import type { EChartsCoreOption } from 'echarts/core';

import type { PublishTotals } from '@/api/cms/stat';
import type { DataColumn } from '@/components/chart/ChartTableCard';

import { stackedBarOption } from '../chart-options';
import type { StatT } from '../i18n';

export const TOTALS = [
  'draftTotal',
  'toPublishTotal',
  'publishedTotal',
  'offlineTotal',
  'editingTotal',
] as const;

/** The five publish-state columns both publish statistics show. */
export function totalColumns<Row extends PublishTotals>(t: StatT): DataColumn<Row>[] {
  return TOTALS.map((key) => ({
    key,
    title: t(`publish.${key}`),
    value: (r: Row) => r[key],
    align: 'right' as const,
  }));
}

/** The chart of rows: a stacked bar per row (catalog, user), a segment per publish state. */
export function publishChartOption<Row extends PublishTotals>(
  t: StatT,
  rows: readonly Row[],
  nameOf: (row: Row) => string,
): EChartsCoreOption {
  return stackedBarOption(
    rows.map(nameOf),
    TOTALS.map((key) => ({ name: t(`publish.${key}`), data: rows.map((r) => Number(r[key] ?? 0)) })),
  );
}

/** Chart height for `count` bars (at least the empty chart's). */
export const publishChartHeight = (count: number) => Math.max(240, 80 + count * 32);
