import { http } from '@/lib/http';
import { handleTree } from '@/lib/utils';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysMenu as `/system/menu/list` and `/system/menu/{menuId}` return it (name already translated). */
export interface SysMenu {
  menuId: string;
  parentId: string;
  parentName?: string;
  menuName: string;
  orderNum: number;
  path?: string;
  component?: string;
  /** Router params, a JSON string such as `{"id":1}`. */
  query?: string;
  /** YesOrNo: external link. */
  isFrame: string;
  /** YesOrNo: keep-alive. */
  isCache: string;
  /** M directory, C menu, F button. */
  menuType: MenuType;
  /** YesOrNo. */
  visible: string;
  /** EnableOrDisable. */
  status: string;
  perms?: string;
  icon?: string;
  createTime?: string;
  /** Built on the client from the flat list (handleTree). */
  children?: SysMenu[];
}

export type MenuType = 'M' | 'C' | 'F';

/** Query of `GET /system/menu/list` and `/system/menu/treeselect`. */
export interface MenuQuery {
  menuName?: string;
  status?: string;
}

/** Body of `POST|PUT /system/menu`. */
export interface MenuBody {
  menuId?: string;
  parentId: string;
  menuType: MenuType;
  icon?: string;
  menuName: string;
  orderNum: number;
  perms?: string;
  path?: string;
  component?: string;
  query?: string;
  isFrame: string;
  isCache: string;
  visible: string;
  status: string;
}

const toBody = bodyPicker<MenuBody>()([
  'menuId',
  'parentId',
  'menuType',
  'icon',
  'menuName',
  'orderNum',
  'perms',
  'path',
  'component',
  'query',
  'isFrame',
  'isCache',
  'visible',
  'status',
]);

/** A node of `GET /system/menu/treeselect` and `/system/menu/userTreeselect`. */
export interface MenuTreeNode {
  id: string;
  parentId?: string;
  label: string;
  disabled?: boolean;
  props?: { type?: string };
  children?: MenuTreeNode[];
}

export const menuKeys = createQueryKeys('system/menu');

/** SysMenuController. */
export const menuApi = {
  /** `table<>` (not paged), flat. */
  list: async (query: MenuQuery) => (await http.page<SysMenu>('/system/menu/list', query)).rows,
  /** The same list as the tree the table shows. */
  tree: async (query: MenuQuery) => handleTree(await menuApi.list(query), 'menuId', 'parentId'),
  treeSelect: () => http.get<MenuTreeNode[]>('/system/menu/treeselect'),
  /** The menus the signed-in user may open (the shortcut picker of the preferences). */
  userTreeSelect: () => http.get<MenuTreeNode[]>('/system/menu/userTreeselect'),
  get: (menuId: string) => http.get<SysMenu>(`/system/menu/${menuId}`),
  add: (body: MenuBody) => http.post<void>('/system/menu', toBody(body)),
  update: (body: MenuBody) => http.put<void>('/system/menu', toBody(body)),
  remove: (menuId: string | number) => http.delete<void>(`/system/menu/${menuId}`),
};
