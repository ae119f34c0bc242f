/**
 * SysProfileController (account center, Home user card and shortcuts) and the sign-in password check.
 * (Preferences themselves are SysUserController's, in user.ts; the statistics menu options of the
 * preference page are StatController's, in ../stat/menu.ts; the active security config `/current` is
 * in security.ts.)
 */
import type { HttpHandler } from 'msw';

import { ipLocation, rolesOf } from '../../core/auth';
import type { MockContext } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { fakeBcrypt } from '../../core/random';
import type { SysUser } from '../../db';
import { validPassword } from '../../services/password-policy';
import { securityCheck } from '../../services/security';
import { shortcutsOf } from '../../services/shortcuts';
import { deptNameOf, RESOURCE_PREFIX, toUserVO } from '../../services/users';
import { receiveUpload } from '../common/file';

/** Fields the account center may change (SysUserServiceImpl.updateUserProfile). */
const PROFILE_FIELDS = ['nickName', 'email', 'phoneNumber', 'sex'] as const;

export function profileHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/system/user/profile', (c) => {
      const user = c.user();
      const posts = c.db.tables.posts.filter((p) => user.postIds.includes(p.postId));
      return ok({
        user: toUserVO(c.db, user),
        roleGroup: rolesOf(c.db, user)
          .map((r) => r.roleName)
          .join(','),
        postGroup: posts.map((p) => p.postName).join(','),
      });
    }),
    route.put('/system/user/profile', async (c) => {
      const user = c.user();
      const body = await c.body<Partial<SysUser>>();
      const others = c.db.tables.users.filter((u) => u.userId !== user.userId);
      if (body.phoneNumber && others.some((u) => u.phoneNumber === body.phoneNumber))
        c.error('ERR.COMMON.DATA_CONFLICT', 'phoneNumber');
      if (body.email && others.some((u) => u.email === body.email))
        c.error('ERR.COMMON.DATA_CONFLICT', 'email');
      c.validate((v) => [v.length(body.nickName, 1, 30), v.email(body.email), v.dict(body.sex, 'Gender')]);
      for (const field of PROFILE_FIELDS) if (body[field] !== undefined) user[field] = String(body[field]);
      user.updateBy = user.userName;
      user.updateTime = c.db.nowString();
    }),
    route.put('/system/user/profile/updatePwd', (c) => {
      const user = c.user();
      const oldPassword = c.query.get('oldPassword') ?? '';
      const newPassword = c.query.get('newPassword') ?? '';
      // Hand-written Chinese replies, as in the backend's controller.
      if (c.db.tables.credentials[user.userId] !== oldPassword) return fail('修改密码失败，旧密码错误');
      if (oldPassword === newPassword) return fail('新密码不能与旧密码相同');
      validPassword(c, user, newPassword);
      c.db.tables.credentials[user.userId] = newPassword;
      user.password = fakeBcrypt(newPassword);
      user.passwordModifyTime = c.db.nowString();
      user.forceModifyPassword = 'N';
    }),
    route.post('/system/user/profile/avatar', async (c) => {
      const user = c.user();
      const file = await receiveUpload(c, 'avatarfile', 'avatar');
      user.avatar = file.path;
      return ok(RESOURCE_PREFIX + file.path);
    }),
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
    route.get('/system/user/profile/shortcuts', (c) => ok(shortcutsOf(c, c.user()))),

    route.get('/system/security/config/check', (c) => ok(securityCheck(c.db, c.user()))),
  ];
}
