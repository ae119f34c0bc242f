/** The dashboard's user card and the navbar's password check. */
import type { HttpHandler } from 'msw';

import { ipLocation } from '../../core/auth';
import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { securityCheck } from '../../services/security';
import { deptNameOf, toUserVO } from '../../services/users';

export function profileHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/system/user/profile/homeInfo', (c) => {
      const user = c.user();
      return ok({
        userName: user.userName,
        nickName: user.nickName,
        avatar: toUserVO(c.db, user).avatarSrc,
        lastLoginTime: user.loginDate,
        lastLoginIp: user.loginIp,
        lastLoginAddr: user.loginIp ? ipLocation(user.loginIp) : undefined,
        deptName: deptNameOf(c.db, user),
      });
    }),
    route.get('/system/security/config/check', (c) => ok(securityCheck(c.db, c.user()))),
  ];
}
