/**
 * MemberExpConfigController (1.5.5): how much experience an operation (sign-in, comment, …) earns per
 * level type, with daily and total limits (0 = no limit). One rule per operation and level type.
 */
import type { HttpHandler } from 'msw';

import {
  EXP_OPERATIONS,
  expOperationName,
  levelTypeName,
  requireExpOperation,
  requireLevelType,
} from './member-types';
import type { MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

const PERM = 'member:exp:view';

const rules = defineCrud({
  table: 'memberExpConfigs',
  id: 'configId',
  path: '/member/expConfig',
  listPath: '/member/expConfig',
  perm: { view: PERM, add: PERM, edit: PERM, remove: PERM },
  filters: { eq: ['levelType', 'opType'] },
  order: (rows) => [...rows].sort((a, b) => Number(b.configId) - Number(a.configId)),
  toVO: (c, row) => ({
    ...row,
    opTypeName: expOperationName(c, row.opType),
    levelTypeName: levelTypeName(c, row.levelType),
  }),
  validate: (v, body) => [
    v.notBlank(body.opType),
    v.notBlank(body.levelType),
    v.notNull(body.exp),
    v.notNull(body.dayLimit),
    v.min(body.dayLimit, 0),
    v.notNull(body.totalLimit),
    v.min(body.totalLimit, 0),
    v.length(body.remark, 0, 500),
  ],
  fields: (body, c) => ({
    opType: requireExpOperation(c, body.opType),
    levelType: requireLevelType(c, body.levelType),
    exp: Number(body.exp),
    dayLimit: Number(body.dayLimit),
    totalLimit: Number(body.totalLimit),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  }),
  // The operation and level type identify the rule: an edit keeps them.
  readOnly: ['opType', 'levelType'],
  unique: [{ field: 'opType', scope: ['levelType'], message: 'ERRCODE.MEMBER.EXP_CONFIG_EXIST' }],
});

export function expConfigHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/member/expConfig/types', { perm: PERM }, (c) =>
      ok(EXP_OPERATIONS.map((id) => ({ id, name: expOperationName(c, id) }))),
    ),
    ...rules.handlers(route),
  ];
}
