/**
 * SysConfigController: list (+ Excel export), detail, add, edit, delete, refresh cache, and the value
 * by key (`GET /system/config/configKey/{configKey}`, data absent for an unknown key). Keys are unique;
 * fixed configs cannot be deleted nor change their key. Names are translated by `CONFIG.<configKey>`.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const configs = defineCrud({
  table: 'configs',
  id: 'configId',
  path: '/system/config',
  perm: 'system:config',
  filters: { like: ['configName', 'configKey'] },
  toVO: (c, row) => ({ ...row, configName: c.label(row.configName, `CONFIG.${row.configKey}`) }),
  export: {
    className: 'SysConfig',
    columns: [
      ['参数主键', 'configId'],
      ['参数名称', 'configName'],
      ['参数键名', 'configKey'],
      ['参数键值', 'configValue'],
      ['系统内置', 'fixed'],
    ],
  },
  validate: (v, body) => [
    v.notBlank(body.configName),
    v.notBlank(body.configKey),
    v.notNull(body.configValue),
  ],
  fields: (body) => ({
    configName: String(body.configName),
    configKey: String(body.configKey),
    configValue: String(body.configValue),
    remark: text(body.remark),
  }),
  defaults: () => ({ fixed: 'N' }),
  readOnly: ['fixed'],
  unique: [{ field: 'configKey' }],
  beforeUpdate: (c, row, next) => {
    if (row.fixed === 'Y' && row.configKey !== next.configKey)
      c.error('ERR.COMMON.FIXED_CONFIG_UPDATE', row.configKey);
  },
  beforeDelete: (c, rows) => {
    const fixed = rows.find((row) => row.fixed === 'Y');
    if (fixed) c.error('ERR.COMMON.FIXED_CONFIG_DEL', fixed.configKey);
  },
  unknownId: 'absent',
});

export function configHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get<{ configKey: string }>('/system/config/configKey/{configKey}', (c) =>
      ok(c.db.config(c.params.configKey)),
    ),
    route.delete('/system/config/refreshCache', { perm: 'system:config:remove' }, () => undefined),
    ...configs.handlers(route),
  ];
}
