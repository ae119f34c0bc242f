export { ExportButton, type ExportButtonProps } from './ExportButton';
export { FileUpload, type FileUploadProps } from './FileUpload';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export {
  checkFile,
  FILE_DEFAULTS,
  IMAGE_DEFAULTS,
  toNameList,
  type FileProblem,
  type FileRules,
} from './rules';
export { fileUrl, useUploadList, type UploadListOptions } from './use-upload-list';
