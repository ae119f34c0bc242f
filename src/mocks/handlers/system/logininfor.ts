/**
 * SysLogininforController (1.5.5, under /monitor/logininfor, `monitor:logs:view`): list + Excel
 * export, delete, clean. Newest first (infoId desc); userName, ipaddr (like), status and the
 * loginTime range filter; `logType` is decoded through the LoginLogType dictionary in the request
 * language before returning (LoginLogType.decode). Login and logout write the rows
 * (services/logs.ts). There is no unlock endpoint in 1.5.5: accounts are unlocked from the user
 * screen (PUT /system/user with status "0", see user.ts).
 */
import type { HttpHandler } from 'msw';

import { byIdDesc } from './operlog';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import type { SysLogininfor } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

const PERM = 'monitor:logs:view';

function decodeLogType(c: Call, row: SysLogininfor): SysLogininfor {
  const item = c.db.tables.dictData.find((d) => d.dictType === 'LoginLogType' && d.dictValue === row.logType);
  return item ? { ...row, logType: c.label(item.dictLabel, `DICT.LoginLogType.${row.logType}`) } : row;
}

function listRows(c: Call, query: URLSearchParams) {
  const rows = filterRows(c.db.tables.logininfor, query, {
    like: ['userName', 'ipaddr'],
    eq: ['status'],
    time: 'loginTime',
  });
  return byIdDesc(rows, (r) => r.infoId).map((r) => decodeLogType(c, r));
}

export function logininforHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '登录日志', controller: 'SysLogininforController' });
  return [
    route.get('/monitor/logininfor/list', { perm: PERM }, (c) => c.page(listRows(c, c.query))),
    route.post('/monitor/logininfor/list', { perm: PERM, log: false }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(
        c,
        'SysLogininfor',
        [
          ['序号', 'infoId'],
          ['用户账号', 'userName'],
          ['日志类型', 'logType'],
          ['登录状态', 'status'],
          ['登录地址', 'ipaddr'],
          ['登录地点', 'loginLocation'],
          ['浏览器', 'browser'],
          ['操作系统', 'os'],
          ['提示消息', 'msg'],
          ['访问时间', 'loginTime'],
        ],
        exportPage(listRows(c, query), query),
      );
    }),
    route.delete('/monitor/logininfor/clean', { perm: PERM, log: { type: 'CLEAN', fn: 'clean' } }, (c) => {
      c.db.tables.logininfor = [];
    }),
    route.delete('/monitor/logininfor', { perm: PERM }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'infoIds');
      c.db.tables.logininfor = c.db.tables.logininfor.filter((r) => !ids.includes(r.infoId));
    }),
  ];
}
