import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState, type ReactNode } from 'react';

import { saveCsv, type CsvColumn } from '@/lib/utils/csv';

import { EChart } from './EChart';
import { chartI18n } from './i18n';

/** One column of the card's data: its header and how a row's cell reads (table and CSV alike). */
export interface DataColumn<Row> extends CsvColumn<Row> {
  key: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

export interface ChartTableCardProps<Row> {
  title: ReactNode;
  /** The table's rows (nested `children` draw a tree table). */
  rows: readonly Row[];
  /** The CSV records, when not the rows themselves (a tree's every node). */
  csvRows?: readonly Row[];
  /** Tree tables: which rows are expanded (`useTreeExpansion(...).expandable`). */
  expandable?: TableProps<Row>['expandable'];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** The chart; without one the card is a table only (still exportable). */
  chart?: { option: EChartsCoreOption; label: string; height?: number };
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  loading?: boolean;
  /** More controls in the card's header, before the view switch. */
  extra?: ReactNode;
  /** Table height in pixels, scrolling inside (long lists). */
  scrollY?: number;
  'data-testid'?: string;
}

/**
 * A card showing data as a chart, or as a table at the reader's choice (screen readers and people who
 * want the figures), and exporting it as CSV. The chart stays the lazily loaded EChart.
 */
export function ChartTableCard<Row extends object>({
  title,
  rows,
  csvRows = rows,
  expandable,
  columns,
  rowKey,
  chart,
  fileName,
  loading,
  extra,
  scrollY,
  'data-testid': testId,
}: ChartTableCardProps<Row>) {
  const t = chartI18n.useT();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const tableColumns = useMemo<TableColumnsType<Row>>(
    () =>
      columns.map((c) => ({
        key: c.key,
        title: c.title,
        align: c.align,
        width: c.width,
        render: (_: unknown, row: Row) => c.value(row),
      })),
    [columns],
  );
  const showChart = chart !== undefined && view === 'chart';
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      extra={
        <Space wrap size={8}>
          {extra}
          {chart && (
            <Segmented
              size="small"
              aria-label={t('view')}
              value={view}
              onChange={(next) => setView(next as 'chart' | 'table')}
              options={[
                { label: t('chart'), value: 'chart' },
                { label: t('table'), value: 'table' },
              ]}
            />
          )}
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={csvRows.length === 0}
            onClick={() => void saveCsv(fileName, columns, csvRows)}
          >
            {t('exportCsv')}
          </Button>
        </Space>
      }
    >
      {showChart ? (
        <EChart option={chart.option} label={chart.label} height={chart.height ?? 300} />
      ) : (
        <Table<Row>
          size="small"
          rowKey={(row) => rowKey(row, rows.indexOf(row))}
          columns={tableColumns}
          expandable={expandable}
          dataSource={rows as Row[]}
          loading={loading}
          pagination={false}
          scroll={scrollY ? { y: scrollY } : undefined}
        />
      )}
    </Card>
  );
}
