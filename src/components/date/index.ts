export {
  DateRangePicker,
  dateRangeParams,
  type DateRange,
  type DateRangePickerProps,
} from './DateRangePicker';
