/**
 * SysUserOnlineController: the online users are the open sessions (db.tables.sessions); a force
 * logout deletes the session, so the user's next call with that token gets 401.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { table } from '../../core/envelope';
import type { Session } from '../../db';
import { closeSession } from '../../services/sessions';

/** SysUserOnline: the token is the session id; loginTime is a Long (epoch ms). */
function toOnline(s: Session) {
  return {
    tokenId: s.token,
    deptName: s.deptName,
    userName: s.userName,
    ipaddr: s.ipaddr,
    loginLocation: s.loginLocation,
    browser: s.browser,
    os: s.os,
    loginTime: s.loginTime,
  };
}

export function onlineHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/monitor/online/list', { perm: 'monitor:online:view' }, (c) => {
      // RuoYi heritage: both filters compare whole values, not LIKE.
      const ipaddr = c.query.get('ipaddr') ?? '';
      const userName = c.query.get('userName') ?? '';
      const rows = c.db.tables.sessions
        .filter((s) => (!ipaddr || s.ipaddr === ipaddr) && (!userName || s.userName === userName))
        .sort((a, b) => b.loginTime - a.loginTime)
        .map(toOnline);
      return table(rows);
    }),
    route.delete<{ tokenId: string }>(
      '/monitor/online/{tokenId}',
      { perm: 'monitor:online:forceLogout' },
      (c) => {
        closeSession(c.db, c.params.tokenId);
      },
    ),
  ];
}
