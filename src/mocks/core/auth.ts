/**
 * Sessions and permissions, sa-token style: a token issued at login is sent back as
 * `Authorization: Bearer <token>`; the super admin (userId 1) and the `*` permission pass every check.
 */
import type { Id, MockDb, Session, SysUser } from '../db';

export const SUPER_ADMIN_ID = '1';
export const ALL_PERMISSION = '*';

/** The token of a request: `Authorization: Bearer x` header, or an `Authorization` query parameter. */
export function bearerToken(request: Request): string | undefined {
  const fromQuery = new URL(request.url).searchParams.get('Authorization');
  const raw = request.headers.get('Authorization') ?? fromQuery ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(raw.trim());
  return m?.[1]?.trim() || undefined;
}

export function findSession(db: MockDb, request: Request): Session | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const session = db.tables.sessions.find((s) => s.token === token);
  // A session whose user was deleted is as good as logged out.
  if (session && !db.tables.users.some((u) => u.userId === session.userId)) return undefined;
  return session;
}

export function isSuperAdmin(userId: Id): boolean {
  return userId === SUPER_ADMIN_ID;
}

/** Enabled roles of a user. */
export function rolesOf(db: MockDb, user: SysUser) {
  return db.tables.roles.filter((r) => user.roleIds.includes(r.roleId) && r.status === '0');
}

/**
 * A user's permission keys, computed live from sys_permission: the `perms` of granted menus (Menu
 * type, values are menu ids) plus CMS keys (Site/Catalog/PageWidget types), from the user's own grants
 * and those of the user's enabled roles. The super admin has `["*"]`.
 */
export function permissionsOf(db: MockDb, userId: Id): string[] {
  if (isSuperAdmin(userId)) return [ALL_PERMISSION];
  const user = db.tables.users.find((u) => u.userId === userId);
  if (!user) return [];
  const roleIds = new Set(rolesOf(db, user).map((r) => r.roleId));
  const grants = db.tables.permissions.filter(
    (p) => (p.ownerType === 'User' && p.owner === userId) || (p.ownerType === 'Role' && roleIds.has(p.owner)),
  );
  const keys = new Set<string>();
  for (const grant of grants) {
    if (grant.permType === 'Menu') {
      const ids = new Set(grant.permissions);
      for (const menu of db.tables.menus) if (ids.has(menu.menuId) && menu.perms) keys.add(menu.perms);
    } else {
      for (const key of grant.permissions) keys.add(key);
    }
  }
  return [...keys];
}

/**
 * Whether `perms` satisfy `required`: a string must be held; an array means any of them (`a | b`).
 * `*` grants everything.
 */
export function hasPermission(perms: readonly string[], required: string | readonly string[]): boolean {
  if (perms.includes(ALL_PERMISSION)) return true;
  const anyOf = typeof required === 'string' ? [required] : required;
  return anyOf.some((key) => perms.includes(key));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
  [/(?:node|undici)[^\d]*(\d*)/i, 'Node'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'Mac OS X'],
  [/Linux/, 'Linux'],
];

/** Browser and OS names from a User-Agent, for sessions and login logs. */
export function describeAgent(userAgent: string | null): { browser: string; os: string } {
  const ua = userAgent ?? '';
  let browser = 'Unknown';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = m[1] ? `${name} ${m[1]}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Unknown';
  return { browser, os };
}

/** Client address: the proxy headers (the Node adapter sets x-forwarded-for), else loopback. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || '127.0.0.1';
}

/** RuoYi shows private addresses as "内网IP"; the mock has no geo database for the rest. */
export function ipLocation(ip: string): string {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|localhost)/.test(ip)
    ? '内网IP'
    : 'XX XX';
}
