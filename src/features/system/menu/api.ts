import { http } from '@/lib/http';
import { handleTree } from '@/lib/utils';

import type { MenuForm, MenuQuery, MenuTreeNode, SysMenu } from './types';

/** Typed calls of SysMenuController (endpoints.tsv). */
export const menuApi = {
  /** `table<>` (not paged), flat: returned as the tree the table shows. */
  tree: async (query: MenuQuery) => {
    const { rows } = await http.page<SysMenu>('/system/menu/list', query);
    return handleTree(rows, 'menuId', 'parentId');
  },
  treeSelect: () => http.get<MenuTreeNode[]>('/system/menu/treeselect'),
  get: (menuId: string) => http.get<SysMenu>(`/system/menu/${menuId}`),
  add: (body: MenuForm) => http.post<void>('/system/menu', body),
  update: (body: MenuForm) => http.put<void>('/system/menu', body),
  remove: (menuId: string | number) => http.delete<void>(`/system/menu/${menuId}`),
};
