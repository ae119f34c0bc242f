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

/** Body of `POST|PUT /system/dept`. */
export interface DeptForm {
  deptId?: string;
  parentId?: string;
  parentName?: string;
  deptName: string;
  orderNum: number;
  leader?: string;
  phone?: string;
  email?: string;
  status: string;
}
