/**
 * IP filter rules — an enterprise-edition feature with no open-source backend (docs/
 * enterprise-only.md). Designed in the 1.5.5 contract's style on the paths of the Vue console's
 * wrapper `api/system/ipFilterRule.js`, so a console written against it keeps working:
 *
 *   GET    /sys/iprule?ip=&type=&pageNum=&pageSize=   page<SysIpRule>   system:iprule:view
 *   GET    /sys/iprule/{ruleId}                       SysIpRule         system:iprule:view
 *   POST   /sys/iprule      SysIpRule JSON            none              system:iprule:add
 *   PUT    /sys/iprule      SysIpRule JSON            none              system:iprule:edit
 *   DELETE /sys/iprule      [ruleId, …]               none              system:iprule:remove
 *
 * SysIpRule = {ruleId, ip, cidr, type, expireTime?, remark?, createBy, createTime, updateBy?,
 * updateTime?}: `ip` an IPv4 or IPv6 address (an "a.b.c.d/n" form fills `cidr` when it is absent),
 * `cidr` the prefix length (0–32 for IPv4, 0–128 for IPv6), `type` ALLOW (whitelist) or DENY
 * (blacklist), `expireTime` "yyyy-MM-dd HH:mm:ss" or absent for never. Blank fields fail bean
 * validation; a malformed address or prefix fails INVALID_REQUEST_ARG naming the field; the same
 * ip/cidr/type twice is DATA_CONFLICT. No sys_menu row exists, so only the super admin holds the keys.
 */
import type { HttpHandler } from 'msw';

import { byIdDesc } from './operlog';
import type { Call, MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import { parseDateTime } from '../../core/time';
import type { SysIpRule } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

export const IP_RULE_TYPES = ['ALLOW', 'DENY'] as const;

type RuleBody = Partial<Record<keyof SysIpRule, unknown>>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 for IPv4, 6 for IPv6, undefined when `ip` is neither. */
export function ipVersion(ip: string): 4 | 6 | undefined {
  if (IPV4.test(ip)) return 4;
  if (!/^[0-9a-f:.]+$/i.test(ip) || ip.split('::').length > 2) return undefined;
  const [head = '', tail] = ip.split('::');
  const groups = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])];
  const last = groups.at(-1) ?? '';
  const v4Tail = IPV4.test(last);
  const hex = v4Tail ? groups.slice(0, -1) : groups;
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const count = hex.length + (v4Tail ? 2 : 0);
  return (tail === undefined ? count === 8 : count < 8) ? 6 : undefined;
}

function checkedFields(body: RuleBody, c: Call) {
  const [address = '', suffix] = String(body.ip ?? '')
    .trim()
    .split('/');
  const cidrText =
    body.cidr === undefined || body.cidr === null || body.cidr === '' ? suffix : String(body.cidr);
  c.validate((v) => [v.notBlank(address), v.notBlank(cidrText), v.notBlank(body.type)]);
  const version = ipVersion(address);
  if (!version) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'ip');
  const cidr = Number(cidrText);
  if (!/^\d{1,3}$/.test(String(cidrText)) || cidr > (version === 4 ? 32 : 128))
    c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'cidr');
  const type = String(body.type);
  if (!(IP_RULE_TYPES as readonly string[]).includes(type)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'type');
  const expireTime =
    body.expireTime === undefined || body.expireTime === null || body.expireTime === ''
      ? undefined
      : String(body.expireTime);
  if (expireTime && Number.isNaN(parseDateTime(expireTime)))
    c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'expireTime');
  const ip = address.toLowerCase();
  return { ip, cidr, type, expireTime, remark: typeof body.remark === 'string' ? body.remark : undefined };
}

const ipRules = defineCrud({
  table: 'ipRules',
  id: 'ruleId',
  path: '/sys/iprule',
  listPath: '/sys/iprule',
  perm: 'system:iprule',
  order: (rows) => byIdDesc(rows, (r) => r.ruleId),
  filters: { like: ['ip'], eq: ['type'] },
  fields: checkedFields,
  unique: [{ field: 'ip', scope: ['cidr', 'type'], arg: (r) => `${r.ip}/${r.cidr}` }],
});

export function ipRuleHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: 'IP规则', controller: 'SysIpRuleController' });
  return ipRules.handlers(route);
}
