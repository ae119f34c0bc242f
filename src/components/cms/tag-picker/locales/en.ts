import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  newTag: 'New Tag',
  inputLabel: 'Type a new tag',
  select: 'Select',
  repeated: 'Repeated!',
  dialogTitle: 'Select TAG',
  groups: 'TAG Groups',
  tagList: 'TAG List',
  selected: 'Selected',
  searchPlaceholder: 'Input tag word...',
  chooseGroup: 'Choose a group on the left',
  empty: 'No tags',
};
export default strings;
