/** Login/logout log rows (sys_logininfor), written by the auth handlers and listed by the monitor later. */
import { clientIp, describeAgent, ipLocation } from '../core/auth';
import type { MockDb, SysLogininfor } from '../db';

export const LOG_TYPE = { login: '0', logout: '1', register: '2' } as const;

export function recordLogininfor(
  db: MockDb,
  request: Request,
  entry: { userName: string; userId?: string; logType: string; success: boolean; msg: string },
): SysLogininfor {
  const ip = clientIp(request);
  const { browser, os } = describeAgent(request.headers.get('User-Agent'));
  const row: SysLogininfor = {
    infoId: db.nextId(),
    userType: 'sys_user',
    userId: entry.userId ?? '',
    userName: entry.userName,
    logType: entry.logType,
    status: entry.success ? '0' : '1',
    ipaddr: ip,
    loginLocation: ipLocation(ip),
    browser,
    os,
    msg: entry.msg,
    loginTime: db.nowString(),
  };
  db.tables.logininfor.push(row);
  return row;
}
