import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  query: 'Input group name/code',
  name: 'Name',
  code: 'Code',
  sort: 'Sort',
  updateTime: 'Update Time',
  addGroup: 'Add friend-link group',
  editGroup: 'Edit friend-link group',
  deleteGroupConfirm: 'Delete the group "{{names}}" and all its links?',
  linksTitle: 'Friend-Links List',
  linkQuery: 'Input name/url',
  linkName: 'Name',
  url: 'URL',
  logo: 'Logo',
  remark: 'Remark',
  addLink: 'Add friend-link',
  editLink: 'Edit friend-link',
  deleteLinkConfirm: 'Delete the friend-link "{{names}}"?',
  dragHint: 'Drag rows to reorder',
  sorted: 'Order saved',
  noGroup: 'Select a friend-link group first',
};
export default strings;
