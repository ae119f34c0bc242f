/** SysUser as the backend serialises it (joined dept name, roles, computed getters). */
import { rolesOf } from '../core/auth';
import { parseDateTime } from '../core/time';
import type { MockDb, SysRole, SysUser } from '../db';

/** Where uploaded files are served: `/profile/<path under the upload dir>` (the resource prefix). */
export const RESOURCE_PREFIX = '/profile/';

/** SysRole JSON: the row plus the computed `enable` getter. */
export function toRoleVO(role: SysRole) {
  return { ...role, enable: role.status === '0' };
}

export function findUserByName(db: MockDb, userName: string): SysUser | undefined {
  return db.tables.users.find((u) => u.userName === userName);
}

/** True while a LOCK retry strategy keeps the account locked. */
export function isLocked(db: MockDb, user: SysUser): boolean {
  if (user.status !== '2') return false;
  if (!user.lockEndTime) return true;
  return parseDateTime(user.lockEndTime) > db.now();
}

export function deptNameOf(db: MockDb, user: SysUser): string | undefined {
  return db.tables.depts.find((d) => d.deptId === user.deptId)?.deptName;
}

/** The SysUser JSON of /getInfo, /system/user/list, …: `password` is the hash, never the clear text. */
export function toUserVO(db: MockDb, user: SysUser) {
  return {
    ...user,
    deptName: deptNameOf(db, user),
    avatarSrc: user.avatar ? RESOURCE_PREFIX + user.avatar.replace(/^\/?(profile\/)?/, '') : undefined,
    roles: rolesOf(db, user).map(toRoleVO),
    roleIds: [...user.roleIds],
    postIds: [...user.postIds],
    modified: false,
    accountNonLocked: !isLocked(db, user),
  };
}
