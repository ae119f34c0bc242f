import { http } from '@/lib/http';
import { handleTree } from '@/lib/utils';

import type { DeptForm, DeptQuery, SysDept } from './types';

/** Typed calls of SysDeptController (endpoints.tsv). */
export const deptApi = {
  /** `table<>` (not paged), flat: the parent picker builds its own tree from it. */
  list: async (query: DeptQuery) => (await http.page<SysDept>('/system/dept/list', query)).rows,
  /** The same list as the tree the table shows. */
  tree: async (query: DeptQuery) => handleTree(await deptApi.list(query), 'deptId', 'parentId'),
  get: (deptId: string) => http.get<SysDept>(`/system/dept/${deptId}`),
  add: (body: DeptForm) => http.post<void>('/system/dept', body),
  update: (body: DeptForm) => http.put<void>('/system/dept', body),
  remove: (deptId: string | number) => http.delete<void>(`/system/dept/${deptId}`),
};
