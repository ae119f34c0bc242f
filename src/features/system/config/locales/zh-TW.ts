import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  configId: '參數主鍵',
  configName: '參數名稱',
  configKey: '參數鍵名',
  configValue: '參數鍵值',
  fixed: '固定配置',
  remark: '備註',
  createTime: '建立時間',
  addTitle: '新增參數',
  editTitle: '修改參數',
};
export default strings;
