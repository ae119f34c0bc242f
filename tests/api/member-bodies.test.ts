import { expConfigApi } from '@/api/member/exp-config';
import { levelConfigApi } from '@/api/member/level-config';
import { memberApi } from '@/api/member/member';
import { pusherApi } from '@/api/system/pusher';

import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/** The body classes of the member controllers (docs/endpoints.md) and the designed pusher calls (docs/enterprise-only.md). */
const CONTRACT = {
  // POST|PUT /member and PUT /member/resetPassword: MemberDTO
  MemberDTO: [
    ...['memberId', 'userName', 'password', 'nickName', 'phoneNumber', 'email', 'birthday', 'status'],
    'remark',
  ],
  // POST|PUT /member/levelConfig: LevelConfigDTO (no id: type and level name the row)
  LevelConfigDTO: ['levelType', 'level', 'name', 'icon', 'nextNeedExp', 'remark'],
  // POST|PUT /member/expConfig: MemberExpConfig(<BaseEntity>, …)
  MemberExpConfig: [
    ...BASE_ENTITY,
    ...['configId', 'opType', 'opTypeName', 'levelType', 'levelTypeName', 'exp', 'dayLimit', 'totalLimit'],
  ],
  // POST|PUT /pusher/config
  PusherConfig: ['configId', 'name', 'type', 'status', 'configProps', 'remark'],
};

// What a loaded member carries beyond its DTO (the list VO's read-only columns).
const MEMBER_VO = { sourceType: 'admin', lastLoginIp: '203.0.113.10', createTime: '2025-04-01 09:00:00' };

const cases: SaveCase[] = [
  {
    name: 'member add',
    contract: CONTRACT.MemberDTO,
    method: 'POST',
    path: '/member',
    save: () => memberApi.add(held({ userName: 'bodycheck', password: 'abc12345', status: '0' }, MEMBER_VO)),
  },
  {
    name: 'member edit (the loaded VO)',
    contract: CONTRACT.MemberDTO,
    method: 'PUT',
    path: '/member',
    save: async () => memberApi.update(held(await memberApi.get('1001'), MEMBER_VO)),
  },
  {
    name: 'member reset password',
    contract: CONTRACT.MemberDTO,
    method: 'PUT',
    path: '/member/resetPassword',
    save: () => memberApi.resetPassword('1001', 'abc12345'),
  },
  {
    name: 'level add',
    contract: CONTRACT.LevelConfigDTO,
    method: 'POST',
    path: '/member/levelConfig',
    save: () => levelConfigApi.add({ levelType: 'Vip', level: 3, name: 'VIP 3', nextNeedExp: 9000 }),
  },
  {
    name: 'level edit (the loaded config, id and type name dropped)',
    contract: CONTRACT.LevelConfigDTO,
    method: 'PUT',
    path: '/member/levelConfig',
    save: async () => levelConfigApi.update(held(await levelConfigApi.get('301'), { createBy: 'x' })),
  },
  {
    name: 'exp rule add',
    contract: CONTRACT.MemberExpConfig,
    method: 'POST',
    path: '/member/expConfig',
    save: () => expConfigApi.add({ opType: 'Comment', levelType: 'Vip', exp: 1, dayLimit: 0, totalLimit: 0 }),
  },
  {
    name: 'exp rule edit',
    contract: CONTRACT.MemberExpConfig,
    method: 'PUT',
    path: '/member/expConfig',
    save: async () => expConfigApi.update(held(await expConfigApi.get('401'), { opTypeName: '签到' })),
  },
  {
    name: 'pusher add',
    contract: CONTRACT.PusherConfig,
    method: 'POST',
    path: '/pusher/config',
    save: () =>
      pusherApi.add({
        name: 'Body',
        type: 'WeCom',
        status: '0',
        configProps: { webhook: 'https://x.test/' },
      }),
  },
  {
    name: 'pusher edit',
    contract: CONTRACT.PusherConfig,
    method: 'PUT',
    path: '/pusher/config',
    save: async () => pusherApi.update(held(await pusherApi.get('501'), { createTime: 'x' })),
  },
];

describe('Member and pusher request bodies', () => {
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
