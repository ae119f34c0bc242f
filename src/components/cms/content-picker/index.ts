/** The content picker shared by the content, link and block screens (see src/components/README.md). */
export { ContentPickerDialog, type ContentPickerDialogProps } from './ContentPickerDialog';
export type { PickedContent, PickerContentRow } from './types';
export { contentRowColumns, type ContentColumnLabels, type ContentRowBasics } from './columns';
