import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: 'Resources',
  tabUpload: 'Local Upload',
  tabLibrary: 'Library',
  sourceLocal: 'Local Upload',
  sourceRemote: 'Remote Link',
  chooseFiles: 'Choose files',
  tip: 'The file format can only be {{accept}}, and cannot exceed {{size}}',
  noLimit: 'no limit',
  sizeExceeded: 'The file size exceed: {{size}}',
  countExceeded: 'The files cannot exceed: {{limit}}',
  wrongType: 'The file format is incorrect, it can only be {{accept}}',
  link: 'Link',
  linkInvalid: 'The link cannot be empty and must start with http(s):// or {{host}}',
  chooseFirst: 'Choose a file first',
  selectFirst: 'Please select first',
  uploading: 'Uploading {{done}}/{{total}}…',
  uploadFailed: '{{count}} file(s) failed to upload: {{files}}',
  myMaterials: 'My Materials',
  allMaterials: 'All Materials',
  name: 'Name',
  createTime: 'Create Time',
  search: 'Search',
  reset: 'Reset',
  empty: 'No resources',
  total: 'Total {{total}}',
  select: 'Select',
  change: 'Change',
  remove: 'Remove',
  view: 'View',
};
export default strings;
