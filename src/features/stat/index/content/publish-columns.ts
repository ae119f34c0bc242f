import type { PublishTotals } from '@/api/cms/stat';
import type { DataColumn } from '@/components/chart/ChartTableCard';

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

/** All contents of a row, whatever their state. */
export function contentCount(row: PublishTotals): number {
  return TOTALS.reduce((n, key) => n + Number(row[key] ?? 0), 0);
}
