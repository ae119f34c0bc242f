/**
 * SysDeptController (1.5.5): flat list (the client builds the tree), detail, add, edit, delete.
 * Server rules: no child under a disabled department (DISBALE_DEPT_ADD_CHILD, key spelt so), names
 * unique among siblings (DATA_CONFLICT with the name), a root department is never deleted
 * (ORG_DEL_ROOT), nor one with children (ORG_DEL_CHILD) or users (ORG_DEL_USER). Editing keeps the
 * parent (1.5.5 updates only the department's own columns). There is no `exclude` endpoint in 1.5.5.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { SysDept } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { sortDepts } from '../../services/tree';

type DeptBody = Partial<Record<keyof SysDept, unknown>>;

const opt = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

const deptVO = (dept: SysDept) => ({ ...dept, enable: dept.status === '0', children: [] });

function findDept(c: Call, id: unknown): SysDept {
  const dept = c.db.tables.depts.find((d) => d.deptId === String(id));
  if (!dept) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'deptId', id);
  return dept;
}

function checkDept(c: Call, body: DeptBody, parentId: string, selfId?: string) {
  c.validate((v) => [
    v.notBlank(body.deptName),
    v.length(body.deptName, 0, 30),
    v.notNull(body.orderNum),
    v.length(body.leader, 0, 20),
    v.length(body.phone, 0, 11),
    v.email(body.email),
    v.length(body.email, 0, 50),
    v.dict(body.status, 'EnableOrDisable'),
  ]);
  const clash = c.db.tables.depts.some(
    (d) => d.deptId !== selfId && d.parentId === parentId && d.deptName === body.deptName,
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', body.deptName);
}

function fields(body: DeptBody) {
  return {
    deptName: String(body.deptName),
    orderNum: Number(body.orderNum),
    leader: opt(body.leader),
    phone: opt(body.phone),
    email: opt(body.email),
    status: opt(body.status) ?? '0',
  };
}

export function deptHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '部门管理', controller: 'SysDeptController' });
  return [
    route.get('/system/dept/list', { perm: 'system:dept:view' }, (c) =>
      table(
        filterRows(sortDepts(c.db.tables.depts), c.query, { like: ['deptName'], eq: ['status'] }).map(deptVO),
      ),
    ),
    route.get('/system/dept/{deptId}', { perm: 'system:dept:view' }, (c) => {
      const dept = findDept(c, c.params.deptId);
      const parentName = c.db.tables.depts.find((d) => d.deptId === dept.parentId)?.deptName;
      return ok({ ...deptVO(dept), parentName });
    }),
    route.post('/system/dept', { perm: 'system:dept:add' }, async (c) => {
      const body = await c.body<DeptBody>();
      c.validate((v) => [v.notNull(body.parentId)]);
      const parent = findDept(c, body.parentId);
      if (parent.status !== '0') c.error('ERR.SYS.DISBALE_DEPT_ADD_CHILD');
      checkDept(c, body, parent.deptId);
      c.db.tables.depts.push(
        stampCreate(c, {
          deptId: c.db.nextId(),
          parentId: parent.deptId,
          ancestors: `${parent.ancestors},${parent.deptId}`,
          ...fields(body),
        }),
      );
    }),
    route.put('/system/dept', { perm: 'system:dept:edit' }, async (c) => {
      const body = await c.body<DeptBody>();
      const dept = findDept(c, body.deptId);
      checkDept(c, body, dept.parentId, dept.deptId);
      Object.assign(dept, fields(body));
      stampUpdate(c, dept);
    }),
    route.delete('/system/dept/{deptId}', { perm: 'system:dept:remove' }, (c) => {
      const dept = findDept(c, c.params.deptId);
      const { depts, users } = c.db.tables;
      if (dept.parentId === '0') c.error('ERR.SYS.ORG_DEL_ROOT');
      if (depts.some((d) => d.parentId === dept.deptId)) c.error('ERR.SYS.ORG_DEL_CHILD');
      if (users.some((u) => u.deptId === dept.deptId)) c.error('ERR.SYS.ORG_DEL_USER');
      c.db.tables.depts = depts.filter((d) => d.deptId !== dept.deptId);
    }),
  ];
}
