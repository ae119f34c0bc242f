/**
 * Message-pusher configurations — no open-source 1.5.5 backend (docs/enterprise-only.md designs the
 * calls on the 1.5.10 console wrapper's paths, in the 1.5.5 contract's style):
 *
 *   GET    /pusher/types                                [{id, name, fields}]     system:pusher:view
 *   GET    /pusher/config?name=&type=&status=&pageNum=  page<PusherConfig>       system:pusher:view
 *   GET    /pusher/config/{configId}                    PusherConfig             system:pusher:view
 *   POST   /pusher/config         PusherConfig JSON     none                     system:pusher:add
 *   PUT    /pusher/config         PusherConfig JSON     none                     system:pusher:edit
 *   PUT    /pusher/config/changeStatus {configId, status} none                   system:pusher:edit
 *   DELETE /pusher/config         [configId, …]         none                     system:pusher:remove
 *
 * `configProps` is a JSON object holding the type's settings; a required one missing is NOT_EMPTY
 * naming `configProps.<field>`. Names are unique.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { type CrudBody, defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

interface TypeField {
  name: string;
  required?: boolean;
  example?: string;
}

const WEBHOOK: TypeField = { name: 'webhook', required: true, example: 'https://…' };

export const PUSHER_TYPES: { id: string; name: string; fields: TypeField[] }[] = [
  { id: 'DingTalk', name: '钉钉机器人', fields: [WEBHOOK, { name: 'secret', example: 'SEC…' }] },
  { id: 'WeCom', name: '企业微信机器人', fields: [WEBHOOK] },
  { id: 'Feishu', name: '飞书机器人', fields: [WEBHOOK, { name: 'secret' }] },
  {
    id: 'Email',
    name: 'Email',
    fields: [
      { name: 'host', required: true, example: 'smtp.example.com' },
      { name: 'port', required: true, example: '465' },
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'from', example: 'noreply@example.com' },
      { name: 'ssl', example: 'true' },
    ],
  },
];

const TYPE_NAMES_EN: Record<string, string> = {
  DingTalk: 'DingTalk robot',
  WeCom: 'WeCom robot',
  Feishu: 'Feishu robot',
};

function configProps(c: Call, body: CrudBody): Record<string, unknown> {
  const type = PUSHER_TYPES.find((t) => t.id === body.type);
  if (!type) return c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'type');
  const props = body.configProps;
  if (!props || typeof props !== 'object' || Array.isArray(props))
    return c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'configProps');
  const record = props as Record<string, unknown>;
  const missing = type.fields.find((f) => f.required && (record[f.name] ?? '') === '');
  if (missing) c.error('ERR.COMMON.NOT_EMPTY', `configProps.${missing.name}`);
  return record;
}

const pushers = defineCrud({
  table: 'pusherConfigs',
  id: 'configId',
  path: '/pusher/config',
  listPath: '/pusher/config',
  perm: 'system:pusher',
  filters: { like: ['name'], eq: ['type', 'status'] },
  order: (rows) => [...rows].sort((a, b) => Number(b.configId) - Number(a.configId)),
  validate: (v, body) => [
    v.notBlank(body.name),
    v.length(body.name, 0, 50),
    v.notBlank(body.type),
    v.notNull(body.configProps),
    v.length(body.remark, 0, 500),
  ],
  fields: (body, c) => ({
    name: String(body.name).trim(),
    type: String(body.type),
    status: body.status === '1' ? '1' : '0',
    configProps: configProps(c, body),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  }),
  unique: [{ field: 'name' }],
});

export function pusherHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/pusher/types', { perm: 'system:pusher:view' }, (c) =>
      ok(
        PUSHER_TYPES.map((t) => ({
          ...t,
          name: c.locale === 'en' ? (TYPE_NAMES_EN[t.id] ?? t.name) : t.name,
        })),
      ),
    ),
    route.put('/pusher/config/changeStatus', { perm: 'system:pusher:edit' }, async (c) => {
      const body = await c.body<CrudBody>();
      c.validate((v) => [v.notNull(body.configId), v.notBlank(body.status)]);
      if (body.status !== '0' && body.status !== '1') c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'status');
      const row = pushers.require(c, body.configId);
      row.status = String(body.status);
    }),
    ...pushers.handlers(route),
  ];
}
