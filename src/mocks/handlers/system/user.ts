/**
 * SysUserController (1.5.5): list (dept subtree, date range) + Excel export, detail with posts, add,
 * edit, delete, reset password, role assignment, dept tree, preferences; import/template in
 * services/user-import.ts. Rules as on the server: one combined unique check on user name / phone /
 * email (DATA_CONFLICT "[username,phoneNumber,email]"), passwords checked against the active security
 * config (INSECURE_PASSWORD), the super admin cannot be deleted (SUPERADMIN_DELETE). Deleting one's
 * own account is allowed as on the server (it only protects userId 1). There is no unlock endpoint in
 * 1.5.5: an administrator unlocks by saving the user with status "0", which clears the lock.
 */
import type { HttpHandler } from 'msw';

import { isSuperAdmin } from '../../core/auth';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import { fakeBcrypt } from '../../core/random';
import type { SysUser } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { forceModifyFlag, validPassword } from '../../services/password-policy';
import { deptSubtree, deptTreeSelect } from '../../services/tree';
import { importTemplateResponse, importUsers } from '../../services/user-import';
import { preferenceOf, preferencesOf, savePreferences } from '../../services/user-preferences';
import { toRoleVO, toUserVO } from '../../services/users';

type UserBody = Partial<Record<keyof SysUser, unknown>> & { password?: unknown };

const str = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : String(v);

/** The user JSON of lists and details: enabled roles only in `roleIds`. */
export function userVO(c: Call, user: SysUser) {
  const vo = toUserVO(c.db, user);
  return { ...vo, roleIds: vo.roles.map((r) => r.roleId) };
}

function listRows(c: Call, query: URLSearchParams) {
  const { users, depts } = c.db.tables;
  const deptId = query.get('deptId')?.trim();
  const inDept = deptId ? deptSubtree(depts, deptId) : undefined;
  const rows = filterRows(users, query, {
    like: ['userName', 'phoneNumber'],
    eq: ['status'],
    time: 'createTime',
  }).filter((u) => !inDept || (u.deptId !== undefined && inDept.has(u.deptId)));
  // orderByDesc(userId): newest (largest snowflake) first.
  return rows.sort((a, b) => (BigInt(b.userId) > BigInt(a.userId) ? 1 : -1)).map((u) => userVO(c, u));
}

function findUser(c: Call, id: unknown): SysUser {
  const user = c.db.tables.users.find((u) => u.userId === String(id));
  if (!user) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'userId', id);
  return user;
}

/** Bean validation of the SysUser body (@Dict on sex and status) plus the columns the table needs. */
function checkBody(c: Call, body: UserBody, adding: boolean) {
  c.validate((v) => [
    adding ? v.notBlank(body.userName) : undefined,
    adding ? v.notBlank(body.password) : undefined,
    v.notBlank(body.nickName),
    v.dict(body.sex, 'Gender'),
    v.dict(body.status, 'SysUserStatus'),
  ]);
}

function checkUnique(c: Call, userName: string, body: UserBody, selfId?: string) {
  const phone = str(body.phoneNumber);
  const email = str(body.email);
  const clash = c.db.tables.users.some(
    (u) =>
      u.userId !== selfId &&
      (u.userName === userName || (phone && u.phoneNumber === phone) || (email && u.email === email)),
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', '[username,phoneNumber,email]');
}

/** Editable columns (BeanUtils.copyProperties of the request). */
function editable(body: UserBody) {
  return {
    deptId: str(body.deptId),
    nickName: String(body.nickName),
    realName: str(body.realName),
    email: str(body.email),
    phoneNumber: str(body.phoneNumber),
    sex: str(body.sex) ?? '2',
    birthday: str(body.birthday),
    status: str(body.status) ?? '0',
    remark: str(body.remark),
    postIds: idList(body.postIds ?? []),
  };
}

/** Ends the sessions of a user (StpAdminUtil.logout). */
function logout(c: Call, userId: string) {
  c.db.tables.sessions = c.db.tables.sessions.filter((s) => s.userId !== userId);
}

const EXPORT_COLUMNS = [
  ['用户序号', 'userId'],
  ['登录名称', 'userName'],
  ['用户名称', 'nickName'],
  ['部门名称', 'deptName'],
  ['用户邮箱', 'email'],
  ['手机号码', 'phoneNumber'],
  ['用户性别', 'sex'],
  ['帐号状态', 'status'],
  ['最后登录IP', 'loginIp'],
  ['最后登录时间', 'loginDate'],
  ['创建时间', 'createTime'],
] as const;

export function userHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '用户管理', controller: 'SysUserController' });
  const view = 'system:user:view';
  const detail = (c: Call, userId?: string) => {
    const user = userId ? findUser(c, userId) : undefined;
    const posts = c.db.tables.posts.map((p) => ({ ...p, flag: false }));
    return ok({ user: user && userVO(c, user), posts });
  };
  return [
    route.get('/system/user/list', { perm: view }, (c) => c.page(listRows(c, c.query))),
    route.post('/system/user/list', { perm: view, log: false }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(c, 'SysUser', EXPORT_COLUMNS, exportPage(listRows(c, query), query));
    }),
    route.get('/system/user/deptTree', { perm: view }, (c) =>
      ok(deptTreeSelect(filterRows(c.db.tables.depts, c.query, { like: ['deptName'] }))),
    ),
    route.post('/system/user/importTemplate', { perm: 'system:user:add', log: false }, (c) =>
      importTemplateResponse(c),
    ),
    route.post(
      '/system/user/importData',
      { perm: 'system:user:add', log: { type: 'IMPORT', fn: 'importData' } },
      (c) => importUsers(c),
    ),
    route.get('/system/user/getPreferences', {}, (c) => ok(preferencesOf(c.user()))),
    route.get('/system/user/preference', {}, (c) => preferenceOf(c, c.user(), c.query.get('id'))),
    route.put('/system/user/savePreferences', { log: false }, async (c) => {
      savePreferences(c.user(), await c.body<Record<string, unknown>>());
    }),
    route.get('/system/user/authRole/{userId}', { perm: view }, (c) => {
      const user = findUser(c, c.params.userId);
      return ok({ user: userVO(c, user), roles: c.db.tables.roles.map(toRoleVO) });
    }),
    route.put(
      '/system/user/authRole',
      { perm: 'system:user:edit', log: { type: 'GRANT', fn: 'insertAuthRole' } },
      async (c) => {
        const body = await c.body<{ userId?: unknown; roleIds?: unknown }>();
        c.validate((v) => [v.notNull(body.userId), v.longId(body.userId), v.notNull(body.roleIds)]);
        findUser(c, body.userId).roleIds = idList(body.roleIds);
      },
    ),
    route.put(
      '/system/user/resetPwd',
      { perm: 'system:user:resetPwd', log: { fn: 'resetPwd', saveArgs: false } },
      async (c) => {
        const body = await c.body<{ userId?: unknown; password?: unknown }>();
        const user = findUser(c, body.userId);
        const password = String(body.password ?? '');
        validPassword(c, user, password);
        c.db.tables.credentials[user.userId] = password;
        user.password = fakeBcrypt(password);
        user.passwordModifyTime = c.db.nowString();
        if (forceModifyFlag(c, 'reset')) user.forceModifyPassword = 'Y';
        stampUpdate(c, user);
      },
    ),
    route.get('/system/user/', { perm: view }, (c) => detail(c)),
    route.get('/system/user/{userId}', { perm: view }, (c) => detail(c, c.params.userId)),
    route.post('/system/user', { perm: 'system:user:add' }, async (c) => {
      const body = await c.body<UserBody>();
      checkBody(c, body, true);
      const userName = String(body.userName).trim();
      checkUnique(c, userName, body);
      const password = String(body.password);
      const fields = { userName, ...editable(body) };
      validPassword(c, fields, password);
      const user: SysUser = stampCreate(c, {
        userId: c.db.nextId(),
        ...fields,
        password: fakeBcrypt(password),
        passwordModifyTime: c.db.nowString(),
        forceModifyPassword: forceModifyFlag(c, 'add') ? 'Y' : 'N',
        roleIds: idList(body.roleIds ?? []),
      });
      c.db.tables.users.push(user);
      c.db.tables.credentials[user.userId] = password;
    }),
    route.put('/system/user', { perm: 'system:user:edit' }, async (c) => {
      const body = await c.body<UserBody>();
      const user = findUser(c, body.userId);
      checkBody(c, body, false);
      checkUnique(c, user.userName, body, user.userId);
      const oldStatus = user.status;
      Object.assign(user, editable(body));
      if (user.status !== oldStatus && (user.status === '1' || user.status === '2')) logout(c, user.userId);
      if (oldStatus === '2' && user.status !== '2') {
        // Unlock: the lock and the failed-attempt counter go with the status.
        user.lockEndTime = undefined;
        delete c.db.tables.loginFailures[user.userName];
      }
      stampUpdate(c, user);
    }),
    route.delete('/system/user', { perm: 'system:user:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'userIds');
      if (ids.some(isSuperAdmin)) c.error('ERR.SYS.SUPERADMIN_DELETE');
      const { tables } = c.db;
      ids.forEach((id) => logout(c, id));
      tables.users = tables.users.filter((u) => !ids.includes(u.userId));
      tables.permissions = tables.permissions.filter(
        (p) => !(p.ownerType === 'User' && ids.includes(p.owner)),
      );
      for (const id of ids) delete tables.credentials[id];
    }),
  ];
}
