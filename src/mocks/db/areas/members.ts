/**
 * Tables of the members, levels, experience rules, message pushers area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
import type { MemberExpConfig } from '@/api/member/exp-config.types';
import type { MemberLevelConfig } from '@/api/member/level-config.types';
import type { MemberVO } from '@/api/member/member.types';
import type { PusherConfig } from '@/api/system/pusher.types';

import type { SeedMenu } from '../../seed';

/** A member row with its password, which no reply carries. */
export type MockMember = MemberVO & { password?: string };
export type MockLevelConfig = MemberLevelConfig;
export type MockExpConfig = MemberExpConfig;
export type MockPusherConfig = PusherConfig;

export interface MembersTables {
  members: MockMember[];
  memberLevelConfigs: MockLevelConfig[];
  memberExpConfigs: MockExpConfig[];
  pusherConfigs: MockPusherConfig[];
}

const SEEDED_AT = '2025-04-23 10:00:00';

/**
 * The message-pusher screen's menu row. A real 1.5.5 server has no such row (the feature is designed
 * by the console, docs/enterprise-only.md); the mock adds it under System so the screen is reachable.
 */
export const PUSHER_MENU: SeedMenu = {
  menuId: '2090',
  parentId: '1',
  menuName: '消息推送配置',
  orderNum: 13,
  path: 'pusher',
  component: 'system/pusher/index',
  query: '',
  isFrame: 'N',
  isCache: 'Y',
  menuType: 'C',
  visible: 'Y',
  status: '0',
  perms: 'system:pusher:view',
  icon: 'message',
};

const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];
const SOURCES = ['default', 'admin', 'wechat', 'qq'];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 24 members: every status (0 normal, 1 disabled, 2 locked) and source, some without a login yet. */
function seedMembers(): MockMember[] {
  return Array.from({ length: 24 }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]}${i < NAMES.length ? '' : i}`;
    const day = pad((i % 27) + 1);
    const loggedIn = i % 5 !== 4;
    const member: MockMember = {
      memberId: String(1001 + i),
      userName: name,
      nickName: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      email: i % 3 === 2 ? undefined : `${name}@example.com`,
      phoneNumber: i % 2 === 0 ? `1380000${String(1000 + i)}` : undefined,
      birthday: i % 4 === 0 ? `199${i % 10}-0${(i % 9) + 1}-15 00:00:00` : undefined,
      status: String(i % 7 === 3 ? 1 : i % 7 === 5 ? 2 : 0),
      sourceType: SOURCES[i % SOURCES.length],
      sourceId: i % SOURCES.length >= 2 ? `oid_${name}` : undefined,
      lastLoginIp: loggedIn ? `203.0.113.${10 + i}` : undefined,
      lastLoginTime: loggedIn ? `2025-05-${day} 0${i % 10}:3${i % 6}:00` : undefined,
      createTime: `2025-04-${day} 09:${pad(i * 2)}:00`,
      password: 'member123',
    };
    return member;
  });
}

const LEVELS: [type: string, level: number, name: string, nextNeedExp: number][] = [
  ['Default', 1, '新手', 100],
  ['Default', 2, '学徒', 300],
  ['Default', 3, '达人', 800],
  ['Default', 4, '专家', 2000],
  ['Vip', 1, 'VIP 1', 1000],
  ['Vip', 2, 'VIP 2', 5000],
];

const EXP_RULES: [opType: string, levelType: string, exp: number, dayLimit: number, totalLimit: number][] = [
  ['SignIn', 'Default', 5, 1, 0],
  ['Comment', 'Default', 2, 10, 0],
  ['CommentLike', 'Default', 1, 20, 500],
  ['SignIn', 'Vip', 10, 1, 0],
];

const PUSHERS: Omit<MockPusherConfig, 'configId'>[] = [
  {
    name: '编辑部钉钉群',
    type: 'DingTalk',
    status: '0',
    configProps: { webhook: 'https://oapi.dingtalk.com/robot/send?access_token=demo', secret: 'SECdemo' },
  },
  {
    name: '运维企业微信',
    type: 'WeCom',
    status: '0',
    configProps: { webhook: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=demo' },
  },
  {
    name: '飞书通知（停用）',
    type: 'Feishu',
    status: '1',
    configProps: { webhook: 'https://open.feishu.cn/open-apis/bot/v2/hook/demo' },
    remark: '迁移到钉钉后停用',
  },
];

export function seedMembersTables(): MembersTables {
  return {
    members: seedMembers(),
    memberLevelConfigs: LEVELS.map(([levelType, level, name, nextNeedExp], i) => ({
      configId: String(301 + i),
      levelType,
      level,
      name,
      nextNeedExp,
      createBy: 'admin',
      createTime: SEEDED_AT,
    })),
    memberExpConfigs: EXP_RULES.map(([opType, levelType, exp, dayLimit, totalLimit], i) => ({
      configId: String(401 + i),
      opType,
      levelType,
      exp,
      dayLimit,
      totalLimit,
      createBy: 'admin',
      createTime: SEEDED_AT,
    })),
    pusherConfigs: PUSHERS.map((p, i) => ({
      ...p,
      configId: String(501 + i),
      createBy: 'admin',
      createTime: SEEDED_AT,
    })),
  };
}
