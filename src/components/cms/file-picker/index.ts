/**
 * Site file picker over FileController (`cms:file:view`): `<FilePickerInput accept={['css']} startPath="demo_pc/" />`
 * in a Form.Item stores the chosen file's `filePath` (relative to the resource root).
 */
export { FilePickerInput, type FilePickerInputProps } from './FilePickerInput';
export { FilePickerDialog, type FilePickerDialogProps } from './FilePickerDialog';
export { fileApi, fileKeys, type DirectoryNode, type DirectoryTreeData, type SiteFile } from '@/api/cms/file';
/** The browser's parts, for the file manager screen. */
export { DirectoryTree } from './DirectoryTree';
export { FileBreadcrumb } from './FileBreadcrumb';
export { FileNameCell } from './FileNameCell';
export { dirParam, normalizeDir, parentDir } from './path-utils';
