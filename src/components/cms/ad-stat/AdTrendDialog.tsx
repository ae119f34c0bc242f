import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';

import { adStatApi, adStatKeys, type AdHourStat, type AdStatChart } from '@/api/cms/ad-stat';
import { EChart, type ChartOption } from '@/components/chart';
import { DateRangePicker, type DateRange } from '@/components/date';

import { adStatI18n } from './i18n';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The last 24 hours up to now: the dialog's first range. */
function lastDay(): DateRange {
  const now = dayjs();
  return [now.subtract(24, 'hour').format(FORMAT), now.format(FORMAT)];
}

/** "2026112614" → "11-26 14:00". */
const hourLabel = (hour: string) => `${hour.slice(4, 6)}-${hour.slice(6, 8)} ${hour.slice(8, 10)}:00`;

function trendOption(chart: AdStatChart, names: { click: string; view: string }): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [names.click, names.view] },
    grid: { left: 40, right: 20, bottom: 30, top: 40 },
    xAxis: { type: 'category', boundaryGap: false, data: chart.xAxisDatas.map(hourLabel) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.click, type: 'line', smooth: true, data: chart.lineDatas.Click },
      { name: names.view, type: 'line', smooth: true, data: chart.lineDatas.View },
    ],
  };
}

/** "Trend charts": one ad's clicks and views per hour over a range (default the last 24 hours). */
export function AdTrendDialog({ ad, onClose }: { ad: AdHourStat | undefined; onClose: () => void }) {
  const t = adStatI18n.useT();
  const [picked, setPicked] = useState<DateRange>(lastDay);
  const [range, setRange] = useState<DateRange>(picked);
  const params = ad && { advertisementId: ad.advertisementId, beginTime: range[0], endTime: range[1] };
  const chart = useQuery({
    queryKey: adStatKeys.extra('chart', params),
    queryFn: () => adStatApi.chart(params ?? { advertisementId: '' }),
    enabled: !!params,
  });
  const option = useMemo(
    () => chart.data && trendOption(chart.data, { click: t('click'), view: t('view') }),
    [chart.data, t],
  );
  return (
    <Modal
      open={!!ad}
      title={t('trendTitle')}
      width={1000}
      footer={null}
      onCancel={onClose}
      afterClose={() => {
        const fresh = lastDay();
        setPicked(fresh);
        setRange(fresh);
      }}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 16 }}>
        <DateRangePicker
          showTime
          allowClear={false}
          value={picked}
          onChange={(value) => value && setPicked(value)}
        />
        <Button type="primary" loading={chart.isFetching} onClick={() => setRange(picked)}>
          {t('search')}
        </Button>
      </Space>
      {option && <EChart option={option} height={360} label={t('trendChart', { name: ad?.adName })} />}
    </Modal>
  );
}
