import { http } from '@/lib/http';
import { handleTree } from '@/lib/utils';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysDept as `/system/dept/list` and `/system/dept/{deptId}` return it. */
export interface SysDept {
  deptId: string;
  parentId: string;
  /** Comma-joined ids from the root, e.g. `0,200,203`. */
  ancestors?: string;
  deptName: string;
  orderNum: number;
  leader?: string;
  phone?: string;
  email?: string;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  status: string;
  /** Only the detail call fills it. */
  parentName?: string;
  createTime?: string;
  /** Built on the client from the flat list (handleTree). */
  children?: SysDept[];
}

/** Query of `GET /system/dept/list`. */
export interface DeptQuery {
  deptName?: string;
  status?: string;
}

/** Body of `POST|PUT /system/dept` (the replies' `enable` is not a field of the body class). */
export type DeptBody = Pick<
  SysDept,
  'deptName' | 'orderNum' | 'leader' | 'phone' | 'email' | 'status' | 'parentName'
> & { deptId?: string; parentId?: string };

const toBody = bodyPicker<DeptBody>()([
  'deptId',
  'parentId',
  'parentName',
  'deptName',
  'orderNum',
  'leader',
  'phone',
  'email',
  'status',
]);

export const deptKeys = createQueryKeys('system/dept');

/** SysDeptController. */
export const deptApi = {
  /** `table<>` (not paged), flat: the parent picker builds its own tree from it. */
  list: async (query: DeptQuery) => (await http.page<SysDept>('/system/dept/list', query)).rows,
  /** The same list as the tree the table shows. */
  tree: async (query: DeptQuery) => handleTree(await deptApi.list(query), 'deptId', 'parentId'),
  get: (deptId: string) => http.get<SysDept>(`/system/dept/${deptId}`),
  add: (body: DeptBody) => http.post<void>('/system/dept', toBody(body)),
  update: (body: DeptBody) => http.put<void>('/system/dept', toBody(body)),
  remove: (deptId: string | number) => http.delete<void>(`/system/dept/${deptId}`),
};
