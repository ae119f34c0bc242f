export { TagInput, type TagInputProps } from './TagInput';
export { TagSelectorDialog, type TagSelectorDialogProps } from './TagSelectorDialog';
