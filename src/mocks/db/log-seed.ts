/**
 * A few hundred login-log and operation-log rows spread over the 30 days before the server started,
 * so the log screens have something to page, filter and export. A seeded PRNG keeps the content the
 * same on every run; only the dates follow the clock. Ids ascend with time (lists sort by id desc).
 */
import {
  AGENTS,
  CLIENTS,
  FAILURES,
  LOGIN_FAILURES,
  LOGIN_USERS,
  OPERATIONS,
  OPERATOR_DEPT,
  OPERATORS,
} from './log-seed-data';
import type { SysLogininfor, SysOperLog } from './types';

const DAY_MS = 86_400_000;

/** mulberry32: tiny deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function at(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Working-hours timestamps over the last 30 days, oldest first. */
function times(rand: () => number, count: number, nowMs: number): number[] {
  const start = nowMs - 30 * DAY_MS;
  return Array.from({ length: count }, () => {
    const day = Math.floor(rand() * 30);
    const hour = 8 + Math.floor(rand() * 11);
    const d = new Date(start + day * DAY_MS);
    d.setHours(hour, Math.floor(rand() * 60), Math.floor(rand() * 60), 0);
    return Math.min(d.getTime(), nowMs - 60_000);
  }).sort((x, y) => x - y);
}

export function seedLoginLogs(nowMs: number): SysLogininfor[] {
  const rand = prng(20250423);
  return times(rand, 320, nowMs).map((ms, i) => {
    const [userId, userName] = pick(rand, LOGIN_USERS);
    const [ipaddr, loginLocation] = pick(rand, CLIENTS);
    const [browser, os] = pick(rand, AGENTS);
    const roll = rand();
    const failed = roll < 0.14;
    const logout = !failed && roll > 0.8;
    const unknown = failed && rand() < 0.2;
    return {
      infoId: String(i + 1),
      userType: 'sys_user',
      userId: unknown ? '' : userId,
      userName: unknown ? pick(rand, ['administrator', 'root', 'test01']) : userName,
      logType: logout ? '1' : '0',
      status: failed ? '1' : '0',
      ipaddr,
      loginLocation,
      browser,
      os,
      msg: failed ? (unknown ? '账号不存在' : pick(rand, LOGIN_FAILURES.slice(0, 3))) : 'Success',
      loginTime: at(ms),
    };
  });
}

export function seedOperLogs(nowMs: number): SysOperLog[] {
  const rand = prng(1550);
  return times(rand, 300, nowMs).map((ms, i) => {
    const [title, businessType, controller, fn, requestMethod, operUrl, args] = pick(rand, OPERATIONS);
    const operName = pick(rand, OPERATORS);
    const [operUid, deptName] = OPERATOR_DEPT[operName] ?? ['', ''];
    const [operIp, operLocation] = pick(rand, CLIENTS);
    const failed = rand() < 0.08;
    const msg = failed ? pick(rand, FAILURES) : 'SUCCESS';
    const pkg = controller.startsWith('Sys')
      ? 'com.chestnut.system.controller'
      : 'com.chestnut.contentcore.controller';
    return {
      operId: String(i + 1),
      title,
      businessType,
      method: `${pkg}.${controller}.${fn}()`,
      requestMethod,
      operatorType: 'MANAGE',
      operUid,
      operName,
      deptName,
      operUrl,
      operIp,
      operLocation,
      userAgent: pick(rand, AGENTS)[2],
      requestArgs: args || undefined,
      responseResult: JSON.stringify({ code: failed ? 500 : 200, msg }),
      responseCode: failed ? 500 : 200,
      operTime: at(ms),
      cost: Math.floor(8 + rand() * rand() * 900),
    };
  });
}
