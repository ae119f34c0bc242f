import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  opType: '經驗操作項',
  opTypeName: '經驗操作項',
  levelType: '等級類型',
  exp: '經驗值',
  dayLimit: '每日上限',
  totalLimit: '總上限',
  noLimit: '無限制',
  limitTip: '0 表示無限制',
  createTime: '建立時間',
  remark: '備註',
  select: '選擇',
  pickTitle: '選擇經驗操作項',
  pickFirst: '請先選擇一個經驗操作項',
  addTitle: '新增經驗配置',
  editTitle: '修改經驗配置',
  deleteConfirm: '是否確認刪除經驗配置編號為「{{ids}}」的資料項？',
};
export default strings;
