export { ResourcePickerDialog, type ResourcePickerDialogProps } from './ResourcePickerDialog';
export { ImageResourceInput, type ImageResourceInputProps } from './ImageResourceInput';
export { ResourceThumb, type ResourceThumbProps } from './ResourceThumb';
export { CheckedDragger, type CheckedDraggerProps } from './CheckedDragger';
export { acceptedSuffixes, checkPick, displaySize, isValidRemoteLink } from './rules';
export type { CmsResource, PickedResource, ResourceKind, ResourceTypeInfo } from './types';
