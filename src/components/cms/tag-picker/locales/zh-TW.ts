import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  newTag: '新標籤',
  inputLabel: '輸入新標籤',
  select: '選擇',
  repeated: '重複了！',
  dialogTitle: '選擇TAG詞',
  groups: 'TAG分組',
  tagList: 'TAG詞列表',
  selected: '已選TAG詞',
  searchPlaceholder: '輸入TAG詞查詢',
  chooseGroup: '請在左側選擇分組',
  empty: '暫無TAG詞',
};
export default strings;
