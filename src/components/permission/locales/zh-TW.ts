import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  perms: {
    title: '權限設定',
    menu: '選單權限',
    site: '站點權限',
    catalog: '欄目權限',
    pageWidget: '頁面部件權限',
    save: '儲存',
    checkAll: '全選',
    uncheckAll: '全不選',
    expand: '展開',
    collapse: '摺疊',
    saved: '儲存成功',
    no: '序號',
    siteName: '站點名稱',
    catalogName: '欄目名稱',
    name: '名稱',
    siteSelect: '站點',
    noSite: '無任何站點權限',
  },
};
export default strings;
