/**
 * MemberController (1.5.5): list, detail, add, edit, delete, reset password, all behind the member
 * list's permission. User name, phone and email cannot all be empty, and each is unique among members.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { type CrudBody, defineCrud } from '../../core/crud-entity';
import type { MockMember } from '../../db/areas/members';

const PERM = 'member:list:view';
const USER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The member's user name, phone and email are each unique (blank ones are not compared). */
function checkConflicts(c: Call, next: Partial<MockMember>, selfId: unknown) {
  const others = c.db.tables.members.filter((m) => m.memberId !== String(selfId));
  const rules = [
    ['userName', 'ERRCODE.MEMBER.USERNAME_CONFLICT'],
    ['phoneNumber', 'ERRCODE.MEMBER.PHONE_CONFLICT'],
    ['email', 'ERRCODE.MEMBER.EMAIL_CONFLICT'],
  ] as const;
  for (const [field, key] of rules) {
    const value = next[field];
    if (value && others.some((m) => m[field]?.toLowerCase() === value.toLowerCase())) c.error(key);
  }
}

const members = defineCrud({
  table: 'members',
  id: 'memberId',
  path: '/member',
  listPath: '/member',
  perm: { view: PERM, add: PERM, edit: PERM, remove: PERM },
  filters: { like: ['userName', 'nickName', 'email', 'phoneNumber'], eq: ['status'] },
  order: (rows) => [...rows].sort((a, b) => Number(b.memberId) - Number(a.memberId)),
  toVO: (_c, { password: _secret, ...member }) => member,
  validate: (v, body) => [
    v.length(body.userName, 0, 30),
    text(body.userName) === undefined ? undefined : v.pattern(body.userName, USER_NAME),
    v.length(body.nickName, 0, 30),
    text(body.email) === undefined ? undefined : v.email(body.email),
    v.length(body.email, 0, 50),
    v.length(body.phoneNumber, 0, 20),
    body.memberId === undefined || body.memberId === null ? v.notBlank(body.password) : undefined,
    v.length(body.password, 0, 100),
    v.length(body.remark, 0, 500),
  ],
  fields: (body: CrudBody, c) => {
    const next: Partial<MockMember> = {
      userName: text(body.userName),
      nickName: text(body.nickName),
      email: text(body.email),
      phoneNumber: text(body.phoneNumber),
      birthday: text(body.birthday),
      status: text(body.status) ?? '0',
      remark: typeof body.remark === 'string' ? body.remark : undefined,
    };
    const current = c.db.tables.members.find((m) => m.memberId === String(body.memberId));
    const userName = current ? current.userName : next.userName;
    if (!userName && !next.phoneNumber && !next.email)
      c.error('ERRCODE.MEMBER.USERNAME_PHONE_EMAIL_ALL_EMPTY');
    checkConflicts(c, { ...next, userName }, body.memberId);
    return next;
  },
  defaults: (body) => ({ password: String(body.password), sourceType: 'admin' }),
  // The user name is set once; the password only changes through resetPassword.
  readOnly: ['userName', 'password', 'sourceType', 'sourceId', 'lastLoginIp', 'lastLoginTime'],
});

export function memberHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.put('/member/resetPassword', { perm: PERM }, async (c) => {
      const body = await c.body<CrudBody>();
      c.validate((v) => [
        v.notNull(body.memberId),
        v.notBlank(body.password),
        v.length(body.password, 0, 100),
      ]);
      members.require(c, body.memberId).password = String(body.password);
    }),
    ...members.handlers(route),
  ];
}
