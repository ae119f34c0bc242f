/**
 * SysDeptController (1.5.5): flat list (the client builds the tree), detail, add, edit, delete.
 * Server rules: no child under a disabled department (DISBALE_DEPT_ADD_CHILD, key spelt so), names
 * unique among siblings (DATA_CONFLICT with the name), a root department is never deleted
 * (ORG_DEL_ROOT), nor one with children (ORG_DEL_CHILD) or users (ORG_DEL_USER). Editing keeps the
 * parent (1.5.5 updates only the department's own columns). There is no `exclude` endpoint in 1.5.5.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { defineCrud, type CrudEntity } from '../../core/crud-entity';
import type { SysDept } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { sortDepts } from '../../services/tree';

const opt = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

const deptVO = (dept: SysDept) => ({ ...dept, enable: dept.status === '0', children: [] });

const depts: CrudEntity<SysDept> = defineCrud({
  table: 'depts',
  id: 'deptId',
  path: '/system/dept',
  perm: 'system:dept',
  listShape: 'table',
  order: sortDepts,
  filters: { like: ['deptName'], eq: ['status'] },
  toVO: (_c, dept) => deptVO(dept),
  detailVO: (c, dept) => ({
    ...deptVO(dept),
    parentName: c.db.tables.depts.find((d) => d.deptId === dept.parentId)?.deptName,
  }),
  validate: (v, body) => [
    v.notBlank(body.deptName),
    v.length(body.deptName, 0, 30),
    v.notNull(body.orderNum),
    v.length(body.leader, 0, 20),
    v.length(body.phone, 0, 11),
    v.email(body.email),
    v.length(body.email, 0, 50),
    v.dict(body.status, 'EnableOrDisable'),
  ],
  fields: (body) => ({
    deptName: String(body.deptName),
    orderNum: Number(body.orderNum),
    leader: opt(body.leader),
    phone: opt(body.phone),
    email: opt(body.email),
    status: opt(body.status) ?? '0',
  }),
  defaults: (body, c) => {
    c.validate((v) => [v.notNull(body.parentId)]);
    const parent = depts.require(c, body.parentId);
    if (parent.status !== '0') c.error('ERR.SYS.DISBALE_DEPT_ADD_CHILD');
    return { parentId: parent.deptId, ancestors: `${parent.ancestors},${parent.deptId}` };
  },
  readOnly: ['parentId', 'ancestors'],
  unique: [{ field: 'deptName', scope: ['parentId'] }],
  deleteFrom: 'path',
  beforeDelete: (c, [dept]) => {
    if (!dept) return;
    if (dept.parentId === '0') c.error('ERR.SYS.ORG_DEL_ROOT');
    if (c.db.tables.depts.some((d) => d.parentId === dept.deptId)) c.error('ERR.SYS.ORG_DEL_CHILD');
    if (c.db.tables.users.some((u) => u.deptId === dept.deptId)) c.error('ERR.SYS.ORG_DEL_USER');
  },
});

export function deptHandlers(ctx: MockContext): HttpHandler[] {
  return depts.handlers(auditedRoutes(ctx, { title: '部门管理', controller: 'SysDeptController' }));
}
