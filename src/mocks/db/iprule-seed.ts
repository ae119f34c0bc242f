/** A few IP filter rules (enterprise-only feature, see handlers/system/iprule.ts). */
import { SEED_TIME } from './fixtures';
import type { SysIpRule } from './types';

const base = { createBy: 'admin', createTime: SEED_TIME };

export const seedIpRules: SysIpRule[] = [
  { ...base, ruleId: '1', ip: '10.20.0.0', cidr: 16, type: 'ALLOW', remark: '协会办公内网' },
  { ...base, ruleId: '2', ip: '113.246.95.0', cidr: 24, type: 'ALLOW', remark: '秘书处专线' },
  {
    ...base,
    ruleId: '3',
    ip: '45.155.205.233',
    cidr: 32,
    type: 'DENY',
    expireTime: '2026-12-31 23:59:59',
    remark: '多次暴力尝试登录',
  },
  { ...base, ruleId: '4', ip: '2001:db8::', cidr: 32, type: 'DENY', remark: '文档示例网段' },
];
