import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  select: 'Select',
  clear: 'Clear',
  title: 'Select file',
  root: 'Root',
  directories: 'Directories',
  fileName: 'File Name',
  fileNamePlaceholder: 'Input file name',
  fileSize: 'File Size',
  modifyTime: 'Modify Time',
  selectFirst: 'Please select a file',
  acceptTip: 'Only {{types}} files can be selected',
  openDir: 'Open directory {{name}}',
  chooseFile: 'Select file {{name}}',
  cancel: 'Cancel',
  ok: 'OK',
  noFiles: 'No selectable files in this directory',
};
export default strings;
