import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

import { addDateRange } from '@/lib/http';

/** A picked range as the backend reads it: `yyyy-MM-dd` strings (query dates: docs/backend-contract.md). */
export type DateRange = [string, string];

const FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface DateRangePickerProps {
  value?: readonly string[] | null;
  onChange?: (value: DateRange | undefined) => void;
  id?: string;
  disabled?: boolean;
  /** Pick times too: the strings are `yyyy-MM-dd HH:mm:ss` (datetime ranges of the ad statistics, votes). */
  showTime?: boolean;
  allowClear?: boolean;
}

/**
 * A range picker whose value is a pair of `yyyy-MM-dd` strings, so search forms, the URL and the
 * request all hold plain text (a list filter of kind 'dateRange' sends it as beginTime/endTime).
 */
export function DateRangePicker({
  value,
  onChange,
  id,
  disabled,
  showTime,
  allowClear,
}: DateRangePickerProps) {
  const { t } = useTranslation('kit');
  const format = showTime ? TIME_FORMAT : FORMAT;
  const [begin, end] = value ?? [];
  const picked: [Dayjs, Dayjs] | null = begin && end ? [dayjs(begin), dayjs(end)] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      disabled={disabled}
      value={picked}
      format={format}
      showTime={showTime}
      allowClear={allowClear}
      placeholder={[t('dateRange.start'), t('dateRange.end')]}
      // Enter confirms a typed date inside the picker; it must not also submit the form around it
      // (a dialog would save half-filled, a search would run with the old range).
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange?.(from && to ? [from.format(format), to.format(format)] : undefined);
      }}
    />
  );
}

/**
 * The backend's date-range parameters for a picked range: `{ beginTime, endTime }` (or
 * `begin<Prop>`/`end<Prop>`), to merge under `params` of a request (RuoYi addDateRange).
 */
export function dateRangeParams(
  range: readonly string[] | null | undefined,
  propName?: string,
): Record<string, string> {
  const pair = range && range.length === 2 ? ([range[0] ?? '', range[1] ?? ''] as const) : null;
  return addDateRange({}, pair, propName).params ?? {};
}
