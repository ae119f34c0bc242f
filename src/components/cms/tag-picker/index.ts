export { TagInput, type TagInputProps } from './TagInput';
export { TagSelectorDialog, type TagSelectorDialogProps } from './TagSelectorDialog';
export { tagApi, tagKeys, type TagGroupNode, type TagWord } from './api';
