/**
 * SysNoticeController: list, detail, add, edit, delete. The content is rich-text HTML stored as sent
 * (the handlers are @XssIgnore): the console must sanitise it when showing it.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const notices = defineCrud({
  table: 'notices',
  id: 'noticeId',
  path: '/system/notice',
  perm: 'system:notice',
  filters: { like: ['noticeTitle', 'noticeType'], eq: ['createBy'] },
  // Newest first, as the mapper orders by notice_id desc.
  order: (rows) => [...rows].reverse(),
  validate: (v, body) => [v.notBlank(body.noticeTitle), v.notBlank(body.noticeType)],
  fields: (body) => ({
    noticeTitle: String(body.noticeTitle),
    noticeType: String(body.noticeType),
    noticeContent: text(body.noticeContent),
    status: text(body.status) || '0',
    remark: text(body.remark),
  }),
  unknownId: 'absent',
});

export function noticeHandlers({ route }: MockContext): HttpHandler[] {
  return notices.handlers(route);
}
