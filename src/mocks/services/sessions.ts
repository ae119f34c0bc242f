/** Login sessions (sa-token tokens) kept in db.tables.sessions for online users and force-logout. */
import { describeAgent, ipLocation } from '../core/auth';
import { uuid } from '../core/random';
import type { MockDb, Session, SysUser } from '../db';
import { deptNameOf } from './users';

/** Opens a session for `user` and returns it; its `token` goes in `Authorization: Bearer <token>`. */
export function openSession(
  db: MockDb,
  user: SysUser,
  client: { ip?: string; userAgent?: string | null } = {},
): Session {
  const now = db.now();
  const ip = client.ip ?? '127.0.0.1';
  const session: Session = {
    token: uuid(),
    userId: user.userId,
    userName: user.userName,
    deptName: deptNameOf(db, user),
    loginTime: now,
    lastActiveTime: now,
    ipaddr: ip,
    loginLocation: ipLocation(ip),
    ...describeAgent(client.userAgent ?? null),
  };
  db.tables.sessions.push(session);
  return session;
}

export function closeSession(db: MockDb, token: string): Session | undefined {
  const session = db.tables.sessions.find((s) => s.token === token);
  db.tables.sessions = db.tables.sessions.filter((s) => s.token !== token);
  return session;
}
