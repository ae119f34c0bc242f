/**
 * MemberLevelConfigController (1.5.5): the levels of each level type. Its body (LevelConfigDTO) has no
 * id, so an edit changes the row of the body's level type and level; a type holds each level once.
 */
import type { HttpHandler } from 'msw';

import { LEVEL_TYPES, levelTypeName, requireLevelType } from './member-types';
import type { Call, MockContext } from '../../core/context';
import { stampUpdate } from '../../core/crud';
import { type CrudBody, defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

const PERM = 'member:level:view';

function validate(c: Call, body: CrudBody) {
  c.validate((v) => [
    v.notBlank(body.levelType),
    v.notNull(body.level),
    v.min(body.level, 1),
    v.notBlank(body.name),
    v.length(body.name, 0, 30),
    v.notNull(body.nextNeedExp),
    v.min(body.nextNeedExp, 0),
    v.length(body.remark, 0, 500),
  ]);
  requireLevelType(c, body.levelType);
}

const editable = (body: CrudBody) => ({
  name: String(body.name),
  icon: typeof body.icon === 'string' ? body.icon : undefined,
  nextNeedExp: Number(body.nextNeedExp),
  remark: typeof body.remark === 'string' ? body.remark : undefined,
});

const levels = defineCrud({
  table: 'memberLevelConfigs',
  id: 'configId',
  path: '/member/levelConfig',
  listPath: '/member/levelConfig',
  perm: { view: PERM, add: PERM, edit: PERM, remove: PERM },
  filters: { eq: ['levelType', 'level'] },
  order: (rows) => [...rows].sort((a, b) => a.levelType.localeCompare(b.levelType) || a.level - b.level),
  toVO: (c, row) => ({ ...row, levelTypeName: levelTypeName(c, row.levelType) }),
  fields: (body, c) => {
    validate(c, body);
    return { levelType: String(body.levelType), level: Number(body.level), ...editable(body) };
  },
  unique: [
    {
      field: 'level',
      scope: ['levelType'],
      message: 'ERRCODE.MEMBER.LEVEL_CONFIG_EXIST',
      arg: (row) => `${row.levelType}-${row.level}`,
    },
  ],
});

export function levelConfigHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/member/levelConfig/types', { perm: PERM }, (c) =>
      ok(LEVEL_TYPES.map((id) => ({ id, name: levelTypeName(c, id) }))),
    ),
    route.put('/member/levelConfig', { perm: PERM }, async (c) => {
      const body = await c.body<CrudBody>();
      validate(c, body);
      const row = c.db.tables.memberLevelConfigs.find(
        (r) => r.levelType === String(body.levelType) && r.level === Number(body.level),
      );
      if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'level', body.level);
      Object.assign(row, editable(body));
      stampUpdate(c, row);
    }),
    ...levels.handlers(route),
  ];
}
