import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** TreeNode of `/stat/menu/options` and `/stat/menu/tree`: a statistics menu (ids are the stat types). */
export interface StatMenuNode {
  id: string;
  parentId?: string;
  label: string;
  props?: { type?: string };
  children?: StatMenuNode[];
}

/** `/stat/menu/tree`: the menus and the entry to open first (the user's `StatIndex` preference). */
export interface StatMenuTree {
  treeData: StatMenuNode[];
  defaultMenu?: string;
}

export const statKeys = createQueryKeys('stat');

/** StatController. */
export const statApi = {
  menuOptions: () => http.get<StatMenuNode[]>('/stat/menu/options'),
  menuTree: () => http.get<StatMenuTree>('/stat/menu/tree'),
};
