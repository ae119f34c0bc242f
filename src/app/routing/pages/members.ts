import type { PageLoader } from '../page-types';

/** Members, the form generator and the remaining System screens (see page-registry.ts; `null`: not built yet). */
export const membersPages = {
  'member/memberList': () => import('@/features/member/list/MemberPage'),
  'member/levelConfig': () => import('@/features/member/level/LevelPage'),
  'member/expConfig': () => import('@/features/member/exp/ExpPage'),
  'tool/build/index': () => import('@/features/tool/build/BuildPage'),
  // Not in the server's menu table: the mock's System menu has its row (docs/enterprise-only.md).
  'system/pusher/index': () => import('@/features/system/pusher/PusherPage'),
} satisfies Record<string, PageLoader | null>;
