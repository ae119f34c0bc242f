/**
 * Password checks of the active security config (SecurityConfigServiceImpl.validPassword): length
 * range, composition rule, user-sensitive parts, weak-password list. Any failure is the single
 * message INSECURE_PASSWORD, as on the server. Used by user add and reset-password.
 */
import type { Call } from '../core/context';
import type { SysSecurityConfig, SysUser } from '../db';
import { activeSecurityConfig } from './security';

/** SecurityPasswordRule → the pattern sent to the client as `passwordRulePattern`. */
export const PASSWORD_RULE_PATTERNS: Record<string, string | undefined> = {
  NONE: undefined,
  LETTER_NUMBER: '^(?=.*[A-Za-z])(?=.*\\d).+$',
  UPPER_LOW_LETTER_NUMBER: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).+$',
  LETTER_NUMBER_SPECIAL: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
  UPPER_LOW_LETTER_NUMBER_SPECIAL: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
};

/** Parts of the user that `passwordSensitive` forbids inside a password. */
function sensitiveParts(kinds: readonly string[], user: Partial<SysUser>): string[] {
  const parts: (string | undefined)[] = kinds.map((kind) => {
    switch (kind) {
      case 'ACCOUNT':
        return user.userName;
      case 'PHONE_NUMBER':
        return user.phoneNumber;
      case 'EMAIL':
        return user.email?.split('@')[0];
      case 'NICK_NAME':
        return user.nickName;
      case 'REAL_NAME':
        return user.realName;
      case 'BIRTHDAY':
        return user.birthday?.slice(0, 10).replaceAll('-', '');
      default:
        return undefined;
    }
  });
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0);
}

/** Whether `password` satisfies `config` for `user`. */
export function passwordAllowed(
  config: SysSecurityConfig,
  user: Partial<SysUser>,
  password: string,
): boolean {
  if (config.passwordLenMax <= 0 || password.length > config.passwordLenMax) return false;
  if (config.passwordLenMin <= 0 || password.length < config.passwordLenMin) return false;
  const pattern = PASSWORD_RULE_PATTERNS[config.passwordRule];
  if (pattern && !new RegExp(pattern).test(password)) return false;
  const lower = password.toLowerCase();
  if (sensitiveParts(config.passwordSensitive, user).some((p) => lower.includes(p.toLowerCase())))
    return false;
  const weak = (config.weakPasswords ?? '').split('\n').map((w) => w.trim());
  return !weak.includes(password);
}

/** Throws INSECURE_PASSWORD when an active config rejects the password; no config = anything goes. */
export function validPassword(c: Call, user: Partial<SysUser>, password: string): void {
  const config = activeSecurityConfig(c.db);
  if (config && !passwordAllowed(config, user, password)) c.error('ERR.SYS.INSECURE_PASSWORD');
}

/** forceModifyPwdAfterAdd / AfterReset of the active config. */
export function forceModifyFlag(c: Call, after: 'add' | 'reset'): boolean {
  const config = activeSecurityConfig(c.db);
  if (!config) return false;
  return (after === 'add' ? config.forceModifyPwdAfterAdd : config.forceModifyPwdAfterReset) === 'Y';
}
