import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  opType: 'Exp Operation',
  opTypeName: 'Exp Operation',
  levelType: 'Level Type',
  exp: 'Exp',
  dayLimit: 'Day Limit',
  totalLimit: 'Total Limit',
  noLimit: 'No Limit',
  limitTip: '0 means no limit',
  createTime: 'Create Time',
  remark: 'Remark',
  select: 'Select',
  pickTitle: 'Select Exp Operation',
  pickFirst: 'Select an exp operation first',
  addTitle: 'Add Exp Config',
  editTitle: 'Edit Exp Config',
  deleteConfirm: 'Are you sure to delete the exp configs with ids "{{ids}}"?',
};
export default strings;
