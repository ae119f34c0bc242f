import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { searchWordApi, searchWordKeys, type SearchWord, type SearchWordBody } from '@/api/search/word';
import { EChart } from '@/components/chart';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import type { SearchT } from './i18n';

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Add/edit a search query: the word and its running total. */
export function SearchWordDialog({
  t,
  controller,
}: {
  t: SearchT;
  controller: FormDialogController<SearchWordBody, SearchWord>;
}) {
  return (
    <FormDialog
      controller={controller}
      width={460}
      labelWidth={110}
      title={(mode) => t(mode === 'add' ? 'word.addTitle' : 'word.editTitle')}
    >
      <Form.Item name="word" label={t('word.word')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item name="searchTotal" label={t('word.searchTotal')} rules={[rules.required()]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

export interface TopForm {
  topEndTime?: Dayjs;
}

/** "Topping": an end time in the future (past days cannot be picked, a past hour is refused). */
export function TopDialog({
  t,
  controller,
}: {
  t: SearchT;
  controller: FormDialogController<TopForm, SearchWord>;
}) {
  return (
    <FormDialog controller={controller} width={420} labelWidth={110} title={() => t('word.topTitle')}>
      <Form.Item
        name="topEndTime"
        label={t('word.topEndTime')}
        rules={[
          rules.required(),
          {
            validator: (_r, value?: Dayjs) =>
              !value || value.isAfter(dayjs())
                ? Promise.resolve()
                : Promise.reject(new Error(t('word.futureOnly'))),
          },
        ]}
      >
        <DatePicker
          showTime
          format={DATE_TIME}
          aria-label={t('word.topEndTime')}
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** "Trend Chart": the word's searches per hour over a range (default the last 7 days). */
export function TrendDialog({ t, word, onClose }: { t: SearchT; word?: SearchWord; onClose: () => void }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(7, 'day'), dayjs()]);
  const params = word
    ? { wordId: word.wordId, beginTime: range[0].format(DATE_TIME), endTime: range[1].format(DATE_TIME) }
    : undefined;
  const trend = useQuery({
    queryKey: searchWordKeys.extra('trend', params),
    queryFn: () => searchWordApi.trend(params ?? { wordId: '', beginTime: '', endTime: '' }),
    enabled: Boolean(params),
  });
  const counts = trend.data?.lineDatas.SearchCount ?? [];
  const label = t('word.trendChart', { word: word?.word ?? '' });
  return (
    <Modal
      open={Boolean(word)}
      title={t('word.trendTitle')}
      width={1000}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Space style={{ marginBottom: 12 }}>
        <span>{t('word.range')}</span>
        <DatePicker.RangePicker
          showTime
          format={DATE_TIME}
          allowClear={false}
          value={range}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </Space>
      <EChart
        height={360}
        label={`${label}: ${counts.reduce((a, b) => a + b, 0)}`}
        option={{
          tooltip: { trigger: 'axis' },
          grid: { left: 40, right: 20, top: 20, bottom: 40 },
          xAxis: { type: 'category', data: trend.data?.xAxisDatas ?? [] },
          yAxis: { type: 'value', minInterval: 1 },
          series: [{ name: word?.word, type: 'line', smooth: true, data: counts }],
        }}
      />
    </Modal>
  );
}
