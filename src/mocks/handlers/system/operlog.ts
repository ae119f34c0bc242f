/**
 * SysOperlogController (1.5.5, under /monitor/operlog, `monitor:logs:view`): list + Excel export,
 * delete, clean. Newest first (operId desc, no `sorts`); only title, operName, operatorType,
 * responseCode and the operTime range filter (other query fields bind but are ignored, as on the
 * server). Rows are written by services/operlog.ts for every audited call, these included.
 * Also LogController's `GET /monitor/logs` (the log menus of the logs hub, names translated from
 * LOG.MENU.<id>), which has no module of its own.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { table } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import { auditedRoutes } from '../../services/audit-routes';

const PERM = 'monitor:logs:view';

/** The backend's ILogMenu beans (console, login log, operation log), in registration order. */
const LOG_MENUS = [
  ['Console', '/monitor/logs/console'],
  ['UserLogin', '/monitor/logs/logininfo'],
  ['UserOperation', '/monitor/logs/operation'],
] as const;

/** Newest first for snowflake-sized string ids. */
export function byIdDesc<T>(rows: readonly T[], id: (row: T) => string): T[] {
  return [...rows].sort((a, b) => {
    const x = BigInt(id(a));
    const y = BigInt(id(b));
    return x === y ? 0 : x < y ? 1 : -1;
  });
}

function listRows(c: Call, query: URLSearchParams) {
  const rows = filterRows(c.db.tables.operLogs, query, {
    like: ['title', 'operName'],
    eq: ['operatorType', 'responseCode'],
    time: 'operTime',
  });
  return byIdDesc(rows, (r) => r.operId);
}

export function operlogHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '操作日志', controller: 'SysOperlogController' });
  return [
    route.get('/monitor/logs', {}, (c) =>
      table(LOG_MENUS.map(([id, router]) => ({ id, name: c.t(`LOG.MENU.${id}`), router }))),
    ),
    route.get('/monitor/operlog/list', { perm: PERM }, (c) => c.page(listRows(c, c.query))),
    route.post('/monitor/operlog/list', { perm: PERM, log: false }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(
        c,
        'SysOperLog',
        [
          ['日志编号', 'operId'],
          ['系统模块', 'title'],
          ['操作类型', 'businessType'],
          ['请求方法', 'method'],
          ['请求方式', 'requestMethod'],
          ['操作人员', 'operName'],
          ['部门名称', 'deptName'],
          ['请求地址', 'operUrl'],
          ['操作地址', 'operIp'],
          ['操作地点', 'operLocation'],
          ['请求参数', 'requestArgs'],
          ['返回参数', 'responseResult'],
          ['响应码', 'responseCode'],
          ['操作时间', 'operTime'],
          ['耗时', 'cost'],
        ],
        exportPage(listRows(c, query), query),
      );
    }),
    route.delete('/monitor/operlog/clean', { perm: PERM, log: { type: 'CLEAN', fn: 'clean' } }, (c) => {
      c.db.tables.operLogs = [];
    }),
    route.delete('/monitor/operlog', { perm: PERM }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'operIds');
      c.db.tables.operLogs = c.db.tables.operLogs.filter((r) => !ids.includes(r.operId));
    }),
  ];
}
