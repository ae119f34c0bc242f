export { useRecordForm, type RecordForm, type RecordFormOptions, type RecordQuery } from './use-record-form';
export { RecordPageBar, type BarButton, type RecordPageBarProps } from './RecordPageBar';
export { showServerFieldErrors, type ServerFieldError } from './server-field-errors';
export { sameValues } from './same-values';
