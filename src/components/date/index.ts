export {
  DateRangePicker,
  dateRangeParams,
  type DateRange,
  type DateRangePickerProps,
} from './DateRangePicker';
export { DATE_TIME_FORMAT, dateTimeField } from './date-time-field';
