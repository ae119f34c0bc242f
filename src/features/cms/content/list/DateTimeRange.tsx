import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface DateTimeRangeProps {
  value?: readonly string[] | null;
  onChange?: (value: [string, string] | undefined) => void;
  id?: string;
  placeholder?: [string, string];
}

/** A date-time range whose value is two `yyyy-MM-dd HH:mm:ss` strings (LocalDateTime query params). */
export function DateTimeRange({ value, onChange, id, placeholder }: DateTimeRangeProps) {
  const [begin, end] = value ?? [];
  const picked: [Dayjs, Dayjs] | null = begin && end ? [dayjs(begin), dayjs(end)] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      showTime
      value={picked}
      format={FORMAT}
      placeholder={placeholder}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange?.(from && to ? [from.format(FORMAT), to.format(FORMAT)] : undefined);
      }}
    />
  );
}
