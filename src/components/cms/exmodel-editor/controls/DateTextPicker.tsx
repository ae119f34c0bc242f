import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';

export type DateMode = 'date' | 'time' | 'datetime';

const FORMATS: Record<DateMode, string> = {
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  datetime: 'YYYY-MM-DD HH:mm:ss',
};

/** A date / time / date-time picker whose form value is the backend's text in the mode's format. */
export function DateTextPicker({
  mode,
  value,
  onChange,
  id,
  disabled,
}: {
  mode: DateMode;
  value?: unknown;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}) {
  const format = FORMATS[mode];
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  const common = {
    id,
    disabled,
    format,
    value: parsed?.isValid() ? parsed : null,
    onChange: (d: dayjs.Dayjs | null) => onChange?.(d ? d.format(format) : ''),
  };
  if (mode === 'time') return <TimePicker {...common} style={{ width: 200 }} />;
  return <DatePicker {...common} showTime={mode === 'datetime'} style={{ width: 240 }} />;
}
