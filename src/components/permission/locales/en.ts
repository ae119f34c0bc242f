import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  perms: {
    title: 'Permission Setting',
    menu: 'Menu',
    site: 'Site',
    catalog: 'Catalog',
    pageWidget: 'Page Widget',
    save: 'Save',
    checkAll: 'Check All',
    uncheckAll: 'Inverse',
    expand: 'Expand',
    collapse: 'Collapse',
    saved: 'Save Success',
    no: 'No.',
    siteName: 'Site Name',
    catalogName: 'Name',
    name: 'Name',
    siteSelect: 'Site',
    noSite: 'No site permissions.',
  },
};
export default strings;
