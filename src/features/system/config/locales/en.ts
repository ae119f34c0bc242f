import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  configId: 'Config ID',
  configName: 'Config Name',
  configKey: 'Config Key',
  configValue: 'Config Value',
  fixed: 'Fixed',
  remark: 'Remark',
  createTime: 'Create Time',
  addTitle: 'Add Config',
  editTitle: 'Edit Config',
};
export default strings;
