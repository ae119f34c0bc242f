/**
 * SysRoleController (1.5.5): list + Excel export, detail, add, edit, status, delete, and the users of
 * a role (allocated list, all users with an `allocated` flag, grant, cancel). Name and key are checked
 * together (DATA_CONFLICT "RoleName,RoleKey"); a role still held by users cannot be deleted
 * (ROLE_USER_NOT_EMPTY with the role key). There is no data-scope or cancel-all endpoint in 1.5.5.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, sortBy, stampCreate, stampUpdate, type FilterSpec } from '../../core/crud';
import { ok } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import type { SysRole, SysUser } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { toRoleVO, toUserVO } from '../../services/users';

type RoleBody = Partial<Record<keyof SysRole, unknown>>;

const FILTERS: FilterSpec<SysRole> = { like: ['roleName', 'roleKey'], eq: ['status'] };

const listRows = (c: Call, query: URLSearchParams) =>
  filterRows(sortBy(c.db.tables.roles, 'roleSort'), query, FILTERS).map(toRoleVO);

function findRole(c: Call, id: unknown): SysRole {
  const role = c.db.tables.roles.find((r) => r.roleId === String(id));
  if (!role) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'roleId', id);
  return role;
}

/** Role key rule of the console (codeValidator) and the column sizes of sys_role. */
function checkRole(c: Call, body: RoleBody, selfId?: string) {
  c.validate((v) => [
    v.notBlank(body.roleName),
    v.length(body.roleName, 0, 30),
    v.notBlank(body.roleKey),
    v.length(body.roleKey, 0, 100),
    v.pattern(body.roleKey, /^[A-Za-z0-9_]+$/),
    v.notNull(body.roleSort),
    v.dict(body.status, 'EnableOrDisable'),
  ]);
  const clash = c.db.tables.roles.some(
    (r) => r.roleId !== selfId && (r.roleName === body.roleName || r.roleKey === body.roleKey),
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', 'RoleName,RoleKey');
}

function fields(body: RoleBody) {
  return {
    roleName: String(body.roleName),
    roleKey: String(body.roleKey),
    roleSort: Number(body.roleSort),
    status: body.status === undefined || body.status === null ? '0' : String(body.status),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  };
}

/** userName / phoneNumber filters of the authUser lists (like). */
function userFilter(c: Call, users: readonly SysUser[]) {
  return filterRows(users, c.query, { like: ['userName', 'phoneNumber'] });
}

/** `?roleId=` of the authUser calls: @LongId. */
function roleIdParam(c: Call): string {
  const roleId = c.query.get('roleId');
  c.validate((v) => [v.notNull(roleId), v.longId(roleId)]);
  return String(roleId);
}

async function userIdsBody(c: Call): Promise<string[]> {
  const ids = idList(await c.body<unknown>());
  if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'userIds');
  return ids;
}

export function roleHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '角色管理', controller: 'SysRoleController' });
  const view = 'system:role:view';
  return [
    route.get('/system/role/list', { perm: view }, (c) => c.page(listRows(c, c.query))),
    route.post('/system/role/list', { perm: view, log: false }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(
        c,
        'SysRole',
        [
          ['角色序号', 'roleId'],
          ['角色名称', 'roleName'],
          ['角色权限', 'roleKey'],
          ['角色排序', 'roleSort'],
          ['角色状态', 'status'],
        ],
        exportPage(listRows(c, query), query),
      );
    }),
    route.get('/system/role/authUser/allocatedList', { perm: view }, (c) => {
      const roleId = roleIdParam(c);
      const users = c.db.tables.users.filter((u) => u.roleIds.includes(roleId));
      return c.page(userFilter(c, users).map((u) => toUserVO(c.db, u)));
    }),
    route.get('/system/role/authUser/unallocatedList', { perm: view }, (c) => {
      const roleId = roleIdParam(c);
      // All users (filtered), each flagged whether it already holds the role.
      return c.page(
        userFilter(c, c.db.tables.users).map((u) => ({
          userId: u.userId,
          userName: u.userName,
          nickName: u.nickName,
          phoneNumber: u.phoneNumber,
          createTime: u.createTime,
          roleId,
          allocated: u.roleIds.includes(roleId),
        })),
      );
    }),
    route.put(
      '/system/role/authUser/grant',
      { perm: 'system:role:edit', log: { type: 'GRANT', fn: 'grantAuthUserAll' } },
      async (c) => {
        const roleId = roleIdParam(c);
        const ids = await userIdsBody(c);
        for (const user of c.db.tables.users)
          if (ids.includes(user.userId) && !user.roleIds.includes(roleId)) user.roleIds.push(roleId);
      },
    ),
    route.put(
      '/system/role/authUser/cancel',
      { perm: 'system:role:edit', log: { type: 'GRANT', fn: 'cancelAuthUserAll' } },
      async (c) => {
        const roleId = roleIdParam(c);
        const ids = await userIdsBody(c);
        for (const user of c.db.tables.users)
          if (ids.includes(user.userId)) user.roleIds = user.roleIds.filter((r) => r !== roleId);
      },
    ),
    route.put(
      '/system/role/changeStatus',
      { perm: 'system:role:edit', log: { fn: 'changeStatus' } },
      async (c) => {
        const body = await c.body<RoleBody>();
        const role = findRole(c, body.roleId);
        c.validate((v) => [v.notBlank(body.status), v.dict(body.status, 'EnableOrDisable')]);
        role.status = String(body.status);
        stampUpdate(c, role);
      },
    ),
    route.get('/system/role/{roleId}', { perm: view }, (c) => ok(toRoleVO(findRole(c, c.params.roleId)))),
    route.post('/system/role', { perm: 'system:role:add' }, async (c) => {
      const body = await c.body<RoleBody>();
      checkRole(c, body);
      c.db.tables.roles.push(stampCreate(c, { roleId: c.db.nextId(), ...fields(body) }));
    }),
    route.put('/system/role', { perm: 'system:role:edit' }, async (c) => {
      const body = await c.body<RoleBody>();
      const role = findRole(c, body.roleId);
      checkRole(c, body, role.roleId);
      Object.assign(role, fields(body));
      stampUpdate(c, role);
    }),
    route.delete('/system/role', { perm: 'system:role:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'roleIds');
      for (const role of c.db.tables.roles.filter((r) => ids.includes(r.roleId))) {
        if (c.db.tables.users.some((u) => u.roleIds.includes(role.roleId)))
          c.error('ERR.SYS.ROLE_USER_NOT_EMPTY', role.roleKey);
      }
      c.db.tables.roles = c.db.tables.roles.filter((r) => !ids.includes(r.roleId));
    }),
  ];
}
