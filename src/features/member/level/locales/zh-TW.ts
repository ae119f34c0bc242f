import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  levelType: '等級類型',
  level: '等級',
  levelText: 'Lv{{level}}',
  name: '名稱',
  nextNeedExp: '下一級所需經驗',
  remark: '備註',
  check: '檢查',
  gap: '缺少 Lv{{level}}',
  notIncreasing: '所需經驗未高於 Lv{{level}}（{{exp}}）',
  issues: '等級配置有 {{count}} 處問題：等級應從 Lv1 起連續，且下一級所需經驗逐級遞增。',
  addTitle: '新增等級配置',
  editTitle: '修改等級配置',
  deleteConfirm: '是否確認刪除等級配置編號為「{{ids}}」的資料項？',
};
export default strings;
