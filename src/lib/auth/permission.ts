/**
 * Permission and role checks (docs/permissions.md). Pure functions over the lists `/getInfo` returned, so the route
 * guard, the menu filter and every button use the very same rule.
 *
 * - The wildcard `*:*:*` (and the super admin's `*`) grants every permission.
 * - The role `admin` grants every role.
 * - A check with an empty or missing value denies and logs, like the original console ("need roles!").
 */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_PERMISSION = '*';
export const SUPER_ROLE = 'admin';

type Checked = string | readonly string[] | null | undefined;

function toList(value: Checked): string[] {
  if (value == null) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((v) => v !== '');
}

function denyEmpty(kind: 'permission' | 'role'): false {
  console.error(
    kind === 'permission'
      ? `need roles! Like checkPermi="['system:user:add','system:user:edit']"`
      : `need roles! Like checkRole="['admin','editor']"`,
  );
  return false;
}

function holdsPermission(held: readonly string[], permission: string): boolean {
  return held.includes(ALL_PERMISSION) || held.includes(SUPER_PERMISSION) || held.includes(permission);
}

function holdsRole(held: readonly string[], role: string): boolean {
  return held.includes(SUPER_ROLE) || held.includes(role);
}

export function hasPermi(held: readonly string[], permission: string | null | undefined): boolean {
  if (!permission) return denyEmpty('permission');
  return holdsPermission(held, permission);
}

export function hasPermiOr(held: readonly string[], permissions: Checked): boolean {
  const list = toList(permissions);
  if (list.length === 0) return denyEmpty('permission');
  return list.some((p) => holdsPermission(held, p));
}

export function hasPermiAnd(held: readonly string[], permissions: Checked): boolean {
  const list = toList(permissions);
  if (list.length === 0) return denyEmpty('permission');
  return list.every((p) => holdsPermission(held, p));
}

export function hasRole(held: readonly string[], role: string | null | undefined): boolean {
  if (!role) return denyEmpty('role');
  return holdsRole(held, role);
}

export function hasRoleOr(held: readonly string[], roles: Checked): boolean {
  const list = toList(roles);
  if (list.length === 0) return denyEmpty('role');
  return list.some((r) => holdsRole(held, r));
}

export function hasRoleAnd(held: readonly string[], roles: Checked): boolean {
  const list = toList(roles);
  if (list.length === 0) return denyEmpty('role');
  return list.every((r) => holdsRole(held, r));
}

/** `Site:Edit:{0}` + [siteId] → `Site:Edit:12` — CMS object-level permission keys. */
export function formatPermission(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? whole : String(arg);
  });
}

/** What an `<Auth>` element or a route asks for. `mode` defaults to 'or' for lists. */
export interface AccessRule {
  perm?: string | readonly string[];
  role?: string | readonly string[];
  mode?: 'or' | 'and';
}

export function checkAccess(
  session: { permissions: readonly string[]; roles: readonly string[] },
  rule: AccessRule,
): boolean {
  const and = rule.mode === 'and';
  if (rule.perm !== undefined) {
    const ok = and ? hasPermiAnd(session.permissions, rule.perm) : hasPermiOr(session.permissions, rule.perm);
    if (!ok) return false;
  }
  if (rule.role !== undefined) {
    return and ? hasRoleAnd(session.roles, rule.role) : hasRoleOr(session.roles, rule.role);
  }
  return true;
}
