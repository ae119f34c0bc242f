import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** TreeNode of `/stat/menu/options`: the statistics screens a shortcut may open. */
export interface StatMenuNode {
  id: string;
  label: string;
  props?: { type?: string };
  children?: StatMenuNode[];
}

export const statKeys = createQueryKeys('stat');

/** StatController. */
export const statApi = {
  menuOptions: () => http.get<StatMenuNode[]>('/stat/menu/options'),
};
