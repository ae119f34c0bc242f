/**
 * SysNoticeController: list, detail, add, edit, delete. The content is rich-text HTML stored as sent
 * (the handlers are @XssIgnore): the console must sanitise it when showing it.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate, type FilterSpec } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { SysNotice } from '../../db';

const FILTERS: FilterSpec<SysNotice> = { like: ['noticeTitle', 'noticeType'], eq: ['createBy'] };

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function fields(c: Call, body: Body) {
  c.validate((v) => [v.notBlank(body.noticeTitle), v.notBlank(body.noticeType)]);
  return {
    noticeTitle: String(body.noticeTitle),
    noticeType: String(body.noticeType),
    noticeContent: text(body.noticeContent),
    status: text(body.status) || '0',
    remark: text(body.remark),
  };
}

export function noticeHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/system/notice/list', { perm: 'system:notice:view' }, (c) =>
      // Newest first, as the mapper orders by notice_id desc.
      c.page(filterRows([...c.db.tables.notices].reverse(), c.query, FILTERS)),
    ),
    route.get<{ noticeId: string }>('/system/notice/{noticeId}', { perm: 'system:notice:view' }, (c) =>
      ok(c.db.tables.notices.find((n) => n.noticeId === c.params.noticeId)),
    ),
    route.post('/system/notice', { perm: 'system:notice:add' }, async (c) => {
      const body = await c.body<Body>();
      c.db.tables.notices.push(stampCreate(c, { noticeId: c.db.nextId(), ...fields(c, body) }));
    }),
    route.put('/system/notice', { perm: 'system:notice:edit' }, async (c) => {
      const body = await c.body<Body>();
      const row = c.db.tables.notices.find((n) => n.noticeId === String(body.noticeId));
      if (!row) return c.error('ERR.COMMON.NOT_NULL', 'noticeId');
      Object.assign(row, fields(c, body));
      stampUpdate(c, row);
    }),
    route.delete('/system/notice', { perm: 'system:notice:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'noticeIds');
      c.db.tables.notices = c.db.tables.notices.filter((n) => !ids.includes(n.noticeId));
    }),
  ];
}
