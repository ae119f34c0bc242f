import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  menuName: 'Menu Name',
  icon: 'Icon',
  orderNum: 'Sort',
  perms: 'Permission Key',
  permsTip:
    'The permission defined on the controller, e.g. @Priv(type = AdminUserType.TYPE, value = "system:user:view")',
  component: 'Component',
  componentTip: 'The component path under views, e.g. system/user/index',
  visible: 'Is Visible',
  visibleTip: 'A hidden menu is left out of the sidebar but can still be opened',
  status: 'Status',
  statusTip: 'A disabled menu is left out of the sidebar and cannot be opened',
  createTime: 'Create Time',
  parentId: 'Parent Menu',
  rootMenu: 'Main Category',
  menuType: 'Menu Type',
  typeDirectory: 'Directory',
  typeMenu: 'Menu',
  typeButton: 'Button',
  path: 'Router',
  pathTip: 'The route path, e.g. user; an external address starts with http(s)://',
  query: 'Router Params',
  queryTip: 'Default parameters of the route, e.g. {"id": 1, "name": "ry"}',
  isFrame: 'Is External Link',
  isFrameTip: 'An external link needs a route path starting with http(s)://',
  isCache: 'Is Cache',
  isCacheTip: 'Yes keeps the page alive; the component name must match the route',
  addChild: 'Add',
  addTitle: 'Add Menu',
  editTitle: 'Edit Menu',
  deleteConfirm: 'Are you sure to delete the item named "{{name}}"?',
};
export default strings;
