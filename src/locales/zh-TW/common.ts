import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/common';

const common: LocaleShape<typeof zhCN> = {
  appTitle: 'Chestnut 內容管理系統',
  ok: '確定',
  cancel: '取消',
  yes: '是',
  no: '否',
  loading: '載入中…',
  backHome: '返回首頁',
  back: '返回',
  home: '首頁',
  languageSwitched: '語言已切換',
};
export default common;
