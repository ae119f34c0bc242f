/**
 * SysConfigController: list (+ Excel export), detail, add, edit, delete, refresh cache, and the value
 * by key (`GET /system/config/configKey/{configKey}`, data absent for an unknown key). Keys are unique;
 * fixed configs cannot be deleted nor change their key. Names are translated by `CONFIG.<configKey>`.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate, type FilterSpec } from '../../core/crud';
import { ok } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import type { SysConfig } from '../../db';

const FILTERS: FilterSpec<SysConfig> = { like: ['configName', 'configKey'] };

type ConfigBody = Partial<Record<keyof SysConfig, unknown>>;

function toVO(c: Call, row: SysConfig): SysConfig {
  return { ...row, configName: c.label(row.configName, `CONFIG.${row.configKey}`) };
}

function rowsOf(c: Call, query: URLSearchParams): SysConfig[] {
  return filterRows(c.db.tables.configs, query, FILTERS).map((row) => toVO(c, row));
}

function checkConfig(c: Call, body: ConfigBody, selfId?: string) {
  c.validate((v) => [v.notBlank(body.configName), v.notBlank(body.configKey), v.notNull(body.configValue)]);
  const conflict = c.db.tables.configs.some((r) => r.configKey === body.configKey && r.configId !== selfId);
  if (conflict) c.error('ERR.COMMON.DATA_CONFLICT', body.configKey);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function configHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get<{ configKey: string }>('/system/config/configKey/{configKey}', (c) =>
      ok(c.db.config(c.params.configKey)),
    ),
    route.get('/system/config/list', { perm: 'system:config:view' }, (c) => c.page(rowsOf(c, c.query))),
    route.post('/system/config/list', { perm: 'system:config:view' }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(
        c,
        'SysConfig',
        [
          ['参数主键', 'configId'],
          ['参数名称', 'configName'],
          ['参数键名', 'configKey'],
          ['参数键值', 'configValue'],
          ['系统内置', 'fixed'],
        ],
        exportPage(rowsOf(c, query), query),
      );
    }),
    route.delete('/system/config/refreshCache', { perm: 'system:config:remove' }, () => undefined),
    route.get<{ configId: string }>('/system/config/{configId}', { perm: 'system:config:view' }, (c) => {
      const row = c.db.tables.configs.find((r) => r.configId === c.params.configId);
      return ok(row && toVO(c, row));
    }),
    route.post('/system/config', { perm: 'system:config:add' }, async (c) => {
      const body = await c.body<ConfigBody>();
      checkConfig(c, body);
      c.db.tables.configs.push(
        stampCreate(c, {
          configId: c.db.nextId(),
          configName: String(body.configName),
          configKey: String(body.configKey),
          configValue: String(body.configValue),
          fixed: 'N',
          remark: text(body.remark),
        }),
      );
    }),
    route.put('/system/config', { perm: 'system:config:edit' }, async (c) => {
      const body = await c.body<ConfigBody>();
      const row = c.db.tables.configs.find((r) => r.configId === String(body.configId));
      if (!row) return c.error('ERR.COMMON.NOT_NULL', 'configId');
      checkConfig(c, body, row.configId);
      if (row.fixed === 'Y' && row.configKey !== body.configKey)
        c.error('ERR.COMMON.FIXED_CONFIG_UPDATE', row.configKey);
      Object.assign(row, {
        configName: String(body.configName),
        configKey: String(body.configKey),
        configValue: String(body.configValue),
        remark: text(body.remark),
      });
      stampUpdate(c, row);
    }),
    route.delete('/system/config', { perm: 'system:config:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'configIds');
      const fixed = c.db.tables.configs.find((r) => ids.includes(r.configId) && r.fixed === 'Y');
      if (fixed) c.error('ERR.COMMON.FIXED_CONFIG_DEL', fixed.configKey);
      c.db.tables.configs = c.db.tables.configs.filter((r) => !ids.includes(r.configId));
    }),
  ];
}
