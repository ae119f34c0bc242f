/**
 * Small helpers that keep list/CRUD resolvers short: query-string filters the way the backend's mappers
 * apply them, id lists from DELETE bodies, audit columns.
 *
 *   const rows = filterRows(c.db.tables.posts, c.query, { like: ['postName', 'postCode'], eq: ['status'] });
 *   return c.page(rows);
 */
import type { Call } from './context';
import { parseDateTime } from './time';

type Keys<T> = readonly (keyof T & string)[];

export interface FilterSpec<T> {
  /** Case-insensitive "contains" (MyBatis `like concat('%', #{x}, '%')`). */
  like?: Keys<T>;
  /** Exact match as strings (ids, status flags, dict values). */
  eq?: Keys<T>;
  /**
   * Date-time column filtered by `params[beginTime]` / `params[endTime]` (the RuoYi date-range
   * convention) or plain `beginTime` / `endTime`; dates without a time cover the whole day.
   */
  time?: keyof T & string;
}

/** Rows matching the non-empty query parameters named in `spec`. */
export function filterRows<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: FilterSpec<T>,
): T[] {
  const value = (name: string) => query.get(name)?.trim() || undefined;
  const begin = value('params[beginTime]') ?? value('beginTime');
  const end = value('params[endTime]') ?? value('endTime');
  const beginMs = begin ? parseDateTime(begin) : NaN;
  const endMs = end ? parseDateTime(end.length === 10 ? `${end} 23:59:59` : end) : NaN;
  return rows.filter((row) => {
    const field = (key: string) => (row as Record<string, unknown>)[key];
    for (const key of spec.like ?? []) {
      const wanted = value(key);
      if (
        wanted &&
        !String(field(key) ?? '')
          .toLowerCase()
          .includes(wanted.toLowerCase())
      )
        return false;
    }
    for (const key of spec.eq ?? []) {
      const wanted = value(key);
      if (wanted !== undefined && String(field(key) ?? '') !== wanted) return false;
    }
    if (spec.time && (begin || end)) {
      const at = parseDateTime(String(field(spec.time) ?? ''));
      if (!Number.isNaN(beginMs) && !(at >= beginMs)) return false;
      if (!Number.isNaN(endMs) && !(at <= endMs)) return false;
    }
    return true;
  });
}

/**
 * Ids from a request body: `[1, "2"]`, a single value (Jackson accepts a single value as an array) or
 * a comma-separated path segment ("1,2"). Always strings, empty entries dropped.
 */
export function idList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'string'
      ? value.split(',')
      : [value];
  return items
    .filter((v) => v !== undefined && v !== null)
    .map((v) => String(v).trim())
    .filter(Boolean);
}

/** Sets createBy/createTime from the logged-in user, as the backend's BaseEntity hooks do. */
export function stampCreate<T extends object>(c: Call, row: T): T & { createBy: string; createTime: string } {
  return { ...row, createBy: c.optionalSession()?.userName ?? '', createTime: c.db.nowString() };
}

/** Sets updateBy/updateTime in place and returns the row. */
export function stampUpdate<T extends { updateBy?: string; updateTime?: string }>(c: Call, row: T): T {
  row.updateBy = c.optionalSession()?.userName ?? '';
  row.updateTime = c.db.nowString();
  return row;
}

/** Stable sort by a numeric or string column (ascending; `desc` to reverse). */
export function sortBy<T>(rows: readonly T[], key: keyof T, desc = false): T[] {
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? '')) * sign;
  });
}
