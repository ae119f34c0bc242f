/**
 * SysSecurityController (1.5.5): list, detail, the active config, add, edit, delete, status. Every
 * call needs only `system:security:view`. A new config starts disabled; changeStatus toggles one and,
 * when it enables it, disables every other, so at most one config is active. Editing keeps the status
 * (only changeStatus moves it). `passwordRulePattern` is derived from the rule on output.
 * GET /system/security/config/check stays in profile.ts (it existed before this module).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
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

function findConfig(c: Call, id: unknown): SysSecurityConfig {
  const config = c.db.tables.securityConfigs.find((s) => s.configId === String(id));
  if (!config) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'configId', id);
  return config;
}

const num = (v: unknown, fallback = 0) => (v === undefined || v === null || v === '' ? fallback : Number(v));
const yn = (v: unknown) => (v === 'Y' ? 'Y' : 'N');

function fields(c: Call, body: ConfigBody) {
  c.validate((v) => [
    v.notNull(body.passwordLenMin),
    v.notNull(body.passwordLenMax),
    v.notBlank(body.passwordRule),
    v.dict(body.passwordRule, 'SecurityPasswordRule'),
    v.dict(body.passwordRetryStrategy, 'SecurityPasswordRetryStrategy'),
  ]);
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

export function securityHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '安全配置', controller: 'SysSecurityController' });
  const perm = 'system:security:view';
  return [
    route.get('/system/security/config', { perm }, (c) =>
      c.page(c.db.tables.securityConfigs.map(securityVO)),
    ),
    route.get('/system/security/config/current', {}, (c) => {
      const config = activeSecurityConfig(c.db);
      return ok(config && securityVO(config));
    }),
    route.get('/system/security/config/{id}', { perm }, (c) => ok(securityVO(findConfig(c, c.params.id)))),
    route.post('/system/security/config', { perm, log: { fn: 'addConfig' } }, async (c) => {
      const body = await c.body<ConfigBody>();
      c.db.tables.securityConfigs.push(
        stampCreate(c, { configId: c.db.nextId(), status: '1', ...fields(c, body) }),
      );
    }),
    route.put('/system/security/config', { perm, log: { fn: 'saveConfig' } }, async (c) => {
      const body = await c.body<ConfigBody>();
      const config = findConfig(c, body.configId);
      Object.assign(config, fields(c, body));
      stampUpdate(c, config);
    }),
    route.delete('/system/security/config', { perm, log: { fn: 'deleteConfigs' } }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'configIds');
      c.db.tables.securityConfigs = c.db.tables.securityConfigs.filter((s) => !ids.includes(s.configId));
    }),
    route.put(
      '/system/security/config/changeStatus/{id}',
      { perm, log: { fn: 'changeConfigStatus' } },
      (c) => {
        const config = findConfig(c, c.params.id);
        if (config.status !== '0') {
          for (const other of c.db.tables.securityConfigs) if (other.status === '0') other.status = '1';
          config.status = '0';
        } else config.status = '1';
      },
    ),
  ];
}
