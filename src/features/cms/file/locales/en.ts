import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  resourceRoot: 'Site Resource Root',
  resourceRootTip: 'Resource root: {{root}}',
  fileName: 'File Name',
  fileSize: 'File Size',
  modifyTime: 'Modify Time',
  openDir: 'Open directory {{name}}',
  upload: 'Upload',
  rename: 'Rename',
  addTitle: 'Create file/directory',
  type: 'Type',
  typeFile: 'File',
  typeDirectory: 'Directory',
  name: 'Name',
  nameRule: 'Only letters, numbers, underscores and dots can be used',
  renameTitle: 'Rename',
  renamePlaceholder: 'Input file name',
  uploadTitle: 'Upload file',
  dropHint: 'Drop a file here, or click to choose one',
  uploadTip: 'The file format can only be {{accept}}, and cannot exceed {{size}}',
  anyType: 'any type',
  noLimit: 'no limit',
  refusedType: '{{name}}: file type not allowed',
  refusedSize: '{{name}}: the file cannot exceed {{size}}',
  uploadFailed: 'Upload of {{name}} failed: {{reason}}',
  saveSuccess: 'Save Success',
  deleteConfirm: 'Are you sure to delete "{{names}}"?',
  editorTitle: 'File Details',
  fileTag: 'File: {{path}}',
  content: 'File content',
  leaveTitle: 'Leave the file editor?',
  leaveMessage: 'The file has unsaved changes that will be lost.',
};
export default strings;
