import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A date(-time) picker whose form value is the backend's text (`YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD`). */
export function DateStringPicker({
  value,
  onChange,
  showTime = true,
  id,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  showTime?: boolean;
  id?: string;
  placeholder?: string;
}) {
  const format = showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  const parsed = value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      showTime={showTime}
      format={format}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
    />
  );
}
