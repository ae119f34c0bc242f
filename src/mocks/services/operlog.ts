/**
 * sys_oper_log rows, as the backend's @Log aspect writes them: who called which handler, with what
 * arguments, and what it answered. Recorded by the audited routes (services/audit-routes.ts) so no
 * handler writes log rows itself.
 */
import { clientIp, ipLocation } from '../core/auth';
import type { Call } from '../core/context';
import type { R } from '../core/envelope';
import type { SysOperLog } from '../db';
import { deptNameOf } from './users';

/** `BusinessType` of `@Log` (enum names as stored in sys_oper_log.business_type). */
export type BusinessType = 'INSERT' | 'UPDATE' | 'DELETE' | 'GRANT' | 'IMPORT' | 'EXPORT' | 'CLEAN' | 'OTHER';

/** sys_oper_log's text columns are varchar(2000); longer arguments and results are cut. */
export const OPER_TEXT_LIMIT = 2000;

export interface OperLogSpec {
  title: string;
  businessType: BusinessType;
  /** Java handler, `com.chestnut.system.controller.SysUserController.add()`. */
  method: string;
  /** `isSaveRequestData = false` (passwords): arguments are not stored. */
  saveArgs: boolean;
}

export function truncate(text: string | undefined, limit = OPER_TEXT_LIMIT): string | undefined {
  if (text === undefined || text === '') return undefined;
  return text.length > limit ? text.slice(0, limit) : text;
}

/** The request's arguments as the aspect stores them: the JSON/form body, else the query string. */
export async function requestArgs(c: Call): Promise<string | undefined> {
  const type = c.header('Content-Type') ?? '';
  let body = '';
  if (/json|x-www-form-urlencoded|text\//i.test(type) || type === '') {
    body = (await c.request.clone().text()).trim();
  }
  const query = c.url.search.replace(/^\?/, '');
  return truncate(body || (query ? decodeURIComponent(query) : undefined));
}

/** Appends one row; `reply` is what the handler answered (envelope), undefined for binary replies. */
export function recordOperLog(
  c: Call,
  spec: OperLogSpec,
  outcome: { reply?: R; args?: string; costMs: number },
): SysOperLog {
  const session = c.optionalSession();
  const user = session && c.db.tables.users.find((u) => u.userId === session.userId);
  const ip = clientIp(c.request);
  const code = outcome.reply?.code ?? 200;
  const row: SysOperLog = {
    operId: c.db.nextId(),
    title: spec.title,
    businessType: spec.businessType,
    method: spec.method,
    requestMethod: c.request.method,
    operatorType: 'MANAGE',
    operUid: session?.userId,
    operName: session?.userName ?? '',
    deptName: user ? deptNameOf(c.db, user) : undefined,
    operUrl: c.url.pathname.replace(/^.*?\/prod-api/, ''),
    operIp: ip,
    operLocation: ipLocation(ip),
    userAgent: c.header('User-Agent') ?? undefined,
    requestArgs: spec.saveArgs ? outcome.args : undefined,
    responseResult: outcome.reply ? truncate(JSON.stringify(outcome.reply)) : undefined,
    responseCode: code,
    operTime: c.db.nowString(),
    cost: Math.max(0, Math.round(outcome.costMs)),
  };
  c.db.tables.operLogs.push(row);
  return row;
}
