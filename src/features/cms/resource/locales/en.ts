import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  resourceId: 'ID',
  type: 'Type',
  name: 'Name',
  storageType: 'Storage Type',
  fileSize: 'File Size',
  createTime: 'Create Time',
  remark: 'Remark',
  file: 'File',
  viewGrid: 'Grid',
  viewTable: 'Table',
  imageTool: 'Image tool',
  download: 'Download',
  uploadTitle: 'Upload Resources',
  editTitle: 'Edit Resource',
  dropHint: 'Drop files here, or click to choose (several at once)',
  accepts: 'Accept: {{list}}; accept size: {{size}}',
  noLimit: 'no limit',
  refusedType: 'The type of "{{name}}" cannot be uploaded',
  refusedSize: '"{{name}}" is larger than {{size}}',
  uploadDone: '{{count}} file(s) uploaded',
  uploadFailed: '"{{name}}" failed: {{reason}}',
  fileRequired: 'Please choose a file',
  deleteConfirm: 'Are you sure to delete the resources with ids "{{ids}}"?',
};
export default strings;
