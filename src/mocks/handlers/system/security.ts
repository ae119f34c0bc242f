/**
 * SysSecurityController (1.5.5): list, detail, the active config, add, edit, delete, status. Every
 * call needs only `system:security:view`. A new config starts disabled; changeStatus toggles one and,
 * when it enables it, disables every other, so at most one config is active. Editing keeps the status
 * (only changeStatus moves it). `passwordRulePattern` is derived from the rule on output.
 * GET /system/security/config/check stays in profile.ts (it existed before this module).
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';
import type { SysSecurityConfig } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { PASSWORD_RULE_PATTERNS } from '../../services/password-policy';
import { activeSecurityConfig } from '../../services/security';

type ConfigBody = Partial<Record<keyof SysSecurityConfig, unknown>>;

export function securityVO(config: SysSecurityConfig) {
  return {
    ...config,
    passwordRulePattern: PASSWORD_RULE_PATTERNS[config.passwordRule],
    enable: config.status === '0',
  };
}

const num = (v: unknown, fallback = 0) => (v === undefined || v === null || v === '' ? fallback : Number(v));
const yn = (v: unknown) => (v === 'Y' ? 'Y' : 'N');

function fields(body: ConfigBody) {
  const sensitive = Array.isArray(body.passwordSensitive) ? body.passwordSensitive.map(String) : [];
  return {
    passwordLenMin: num(body.passwordLenMin),
    passwordLenMax: num(body.passwordLenMax),
    passwordRule: String(body.passwordRule),
    passwordSensitive: sensitive,
    weakPasswords: typeof body.weakPasswords === 'string' ? body.weakPasswords : undefined,
    forceModifyPwdAfterAdd: yn(body.forceModifyPwdAfterAdd),
    forceModifyPwdAfterReset: yn(body.forceModifyPwdAfterReset),
    passwordExpireSeconds: num(body.passwordExpireSeconds),
    passwordRetryLimit: num(body.passwordRetryLimit),
    passwordRetryStrategy:
      typeof body.passwordRetryStrategy === 'string' ? body.passwordRetryStrategy : 'NONE',
    passwordRetryLockSeconds: num(body.passwordRetryLockSeconds),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  };
}

const perm = 'system:security:view';

const securityConfigs = defineCrud({
  table: 'securityConfigs',
  id: 'configId',
  path: '/system/security/config',
  listPath: '/system/security/config',
  perm: { view: perm, add: perm, edit: perm, remove: perm },
  toVO: (_c, config) => securityVO(config),
  validate: (v, body) => [
    v.notNull(body.passwordLenMin),
    v.notNull(body.passwordLenMax),
    v.notBlank(body.passwordRule),
    v.dict(body.passwordRule, 'SecurityPasswordRule'),
    v.dict(body.passwordRetryStrategy, 'SecurityPasswordRetryStrategy'),
  ],
  fields,
  // A new config starts disabled; only changeStatus moves the status.
  defaults: () => ({ status: '1' }),
  readOnly: ['status'],
});

export function securityHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '安全配置', controller: 'SysSecurityController' });
  return [
    route.get('/system/security/config/current', {}, (c) => {
      const config = activeSecurityConfig(c.db);
      return ok(config && securityVO(config));
    }),
    route.put(
      '/system/security/config/changeStatus/{id}',
      { perm, log: { fn: 'changeConfigStatus' } },
      (c) => {
        const config = securityConfigs.require(c, c.params.id);
        if (config.status !== '0') {
          for (const other of c.db.tables.securityConfigs) if (other.status === '0') other.status = '1';
          config.status = '0';
        } else config.status = '1';
      },
    ),
    ...securityConfigs.handlers(route, {
      create: { log: { fn: 'addConfig' } },
      update: { log: { fn: 'saveConfig' } },
      delete: { log: { fn: 'deleteConfigs' } },
    }),
  ];
}
