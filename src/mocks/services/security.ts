/** The active security config (sys_security_config, status '0') and its password retry strategy. */
import { formatDateTime, parseDateTime } from '../core/time';
import type { MockDb, SysSecurityConfig, SysUser } from '../db';

export function activeSecurityConfig(db: MockDb): SysSecurityConfig | undefined {
  return db.tables.securityConfigs.find((c) => c.status === '0');
}

/** Counts a wrong password; at the retry limit locks (LOCK) or disables (DISABLE) the account. */
export function onPasswordError(db: MockDb, user: SysUser): void {
  const config = activeSecurityConfig(db);
  const failures = (db.tables.loginFailures[user.userName] ?? 0) + 1;
  db.tables.loginFailures[user.userName] = failures;
  if (!config || config.passwordRetryLimit <= 0 || failures < config.passwordRetryLimit) return;
  delete db.tables.loginFailures[user.userName];
  if (config.passwordRetryStrategy === 'LOCK') {
    user.status = '2';
    user.lockEndTime = formatDateTime(db.now() + config.passwordRetryLockSeconds * 1000);
  } else if (config.passwordRetryStrategy === 'DISABLE') {
    user.status = '1';
  }
}

export function onLoginSuccess(db: MockDb, user: SysUser): void {
  delete db.tables.loginFailures[user.userName];
}

/** SecurityCheckVO of /system/security/config/check, or undefined without an active config. */
export function securityCheck(db: MockDb, user: SysUser) {
  const config = activeSecurityConfig(db);
  if (!config) return undefined;
  const modified = user.passwordModifyTime ? parseDateTime(user.passwordModifyTime) : NaN;
  const expired =
    config.passwordExpireSeconds > 0 &&
    Number.isFinite(modified) &&
    modified + config.passwordExpireSeconds * 1000 < db.now();
  return { isPasswordExpired: expired, forceModifyPassword: user.forceModifyPassword === 'Y' };
}
