import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Binds antd's `DatePicker showTime` to a form field that holds the backend's "yyyy-MM-dd HH:mm:ss"
 * text, so the form, the request and the dirty check deal in strings: `<Form.Item name {...dateTimeField}>`.
 */
export const dateTimeField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => value?.format(FORMAT),
};

/** The picker's display format matching `dateTimeField`. */
export const DATE_TIME_FORMAT = FORMAT;
