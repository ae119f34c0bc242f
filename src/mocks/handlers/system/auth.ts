/** Login, logout, user info and menus: POST /login, POST /logout, GET /getInfo, GET /getRouters. */
import type { HttpHandler } from 'msw';

import { clientIp, rolesOf } from '../../core/auth';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import type { SysUser } from '../../db';
import { checkCaptcha } from '../../services/captcha';
import { LOG_TYPE, recordLogininfor } from '../../services/logs';
import { buildRouters } from '../../services/routers';
import { onLoginSuccess, onPasswordError } from '../../services/security';
import { closeSession, openSession } from '../../services/sessions';
import { findUserByName, isLocked, toUserVO } from '../../services/users';

interface LoginBody {
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
}

/** Records a failed login and stops with the translated error, like the backend's login listener. */
function loginError(c: Call, userName: string, key: string, ...args: unknown[]): never {
  recordLogininfor(c.db, c.request, {
    userName,
    logType: LOG_TYPE.login,
    success: false,
    msg: c.t(key, ...args),
  });
  return c.error(key, ...args);
}

/** Status checks in the backend's order: disabled, then locked (an expired lock is lifted). */
function checkUsable(c: Call, user: SysUser): void {
  if (user.status === '1') loginError(c, user.userName, 'ERR.SYS.USER_DISABLED');
  if (user.status !== '2') return;
  if (isLocked(c.db, user))
    loginError(c, user.userName, 'ERR.SYS.USER_LOCKED', user.lockEndTime ?? 'forever');
  user.status = '0';
  user.lockEndTime = undefined;
}

export function authHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.post('/login', { public: true }, async (c) => {
      const body = await c.body<LoginBody>();
      c.validate((v) => [
        v.notBlank(body.username),
        v.pattern(body.username, /^[A-Za-z0-9_]+$/),
        v.notBlank(body.password),
      ]);
      const userName = String(body.username);
      if (ctx.captchaEnabled()) {
        const result = checkCaptcha(c.db, body.uuid, body.code);
        if (result === 'expired') loginError(c, userName, 'ERR.SYS.CAPTCHA_EXPIRED');
        if (result === 'wrong') loginError(c, userName, 'ERR.SYS.CAPTCHA_ERR');
      }
      const user = findUserByName(c.db, userName);
      if (!user) return loginError(c, userName, 'ERR.SYS.USER_NOT_EXISTS');
      checkUsable(c, user);
      if (c.db.tables.credentials[user.userId] !== body.password) {
        onPasswordError(c.db, user);
        return loginError(c, userName, 'ERR.SYS.PASSWORD_ERROR');
      }
      onLoginSuccess(c.db, user);
      const ip = clientIp(c.request);
      const { token } = openSession(c.db, user, { ip, userAgent: c.header('User-Agent') });
      user.loginIp = ip;
      user.loginDate = c.db.nowString();
      recordLogininfor(c.db, c.request, {
        userName,
        userId: user.userId,
        logType: LOG_TYPE.login,
        success: true,
        msg: 'Success',
      });
      return ok(token);
    }),

    // void handler: HTTP 200 with an empty body, never an envelope.
    route.post('/logout', { public: true }, (c) => {
      const session = c.optionalSession();
      if (session) {
        closeSession(c.db, session.token);
        recordLogininfor(c.db, c.request, {
          userName: session.userName,
          userId: session.userId,
          logType: LOG_TYPE.logout,
          success: true,
          msg: 'Success',
        });
      }
      return new Response(null, { status: 200 });
    }),

    route.get('/getInfo', (c) => {
      const user = c.user();
      return ok({
        user: toUserVO(c.db, user),
        roles: rolesOf(c.db, user).map((r) => r.roleKey),
        permissions: c.permissions(),
      });
    }),

    route.get('/getRouters', (c) =>
      ok(
        buildRouters(c.db.tables.menus, {
          permissions: c.permissions(),
          title: (menu) => c.label(menu.menuName, `MENU.NAME.${menu.menuId}`),
        }),
      ),
    ),
  ];
}
