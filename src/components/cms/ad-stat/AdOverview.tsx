import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { adStatApi, adStatKeys, type AdHourStat } from '@/api/cms/ad-stat';
import { DateRangePicker, type DateRange } from '@/components/date';

import { AdTrendDialog } from './AdTrendDialog';
import { adStatI18n } from './i18n';

/** Clicks per hundred views, two decimals; "-" without views. */
export function clickRatio(click: number, view: number): string {
  return view > 0 ? `${(Math.round((click / view) * 10_000) / 100).toFixed(2)}%` : '-';
}

/** "Overview": every ad of the site with its clicks, views and click ratio over a time range. */
export function AdOverview() {
  const t = adStatI18n.useT();
  const [picked, setPicked] = useState<DateRange | undefined>();
  const [range, setRange] = useState<DateRange | undefined>();
  const [trendOf, setTrendOf] = useState<AdHourStat>();
  const params = { beginTime: range?.[0], endTime: range?.[1] };
  const list = useQuery({ queryKey: adStatKeys.list(params), queryFn: () => adStatApi.overview(params) });

  const columns: TableColumnsType<AdHourStat> = [
    { key: 'adName', dataIndex: 'adName', title: t('adName') },
    { key: 'click', dataIndex: 'click', title: t('click'), width: 120, align: 'right' },
    { key: 'view', dataIndex: 'view', title: t('view'), width: 120, align: 'right' },
    {
      key: 'ratio',
      title: t('clickRatio'),
      width: 120,
      align: 'right',
      render: (_, row) => clickRatio(row.click, row.view),
    },
    {
      key: 'operation',
      title: t('operation'),
      width: 120,
      align: 'center',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setTrendOf(row)}>
          {t('trend')}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="ad-stat-overview">
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{t('range')}</span>
        <DateRangePicker showTime value={picked} onChange={setPicked} />
        <Button type="primary" onClick={() => setRange(picked)}>
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            setPicked(undefined);
            setRange(undefined);
          }}
        >
          {t('reset')}
        </Button>
      </Space>
      <Table<AdHourStat>
        rowKey="advertisementId"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      <AdTrendDialog
        ad={trendOf}
        onClose={() => {
          // As the original: closing the trend starts the overview over (range reset, reloaded).
          setTrendOf(undefined);
          setPicked(undefined);
          setRange(undefined);
          void list.refetch();
        }}
      />
    </div>
  );
}
