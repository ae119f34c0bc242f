/**
 * The backend's reply envelope `R<T>` and list shapes. Handlers return these plain objects; the route
 * wrapper serialises them (dropping null/undefined like Jackson NON_NULL).
 */

export interface R<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** `TableData`: `total` is a Java long, so a JSON string. */
export interface TableData<T> {
  rows: T[];
  total: string;
}

/** `R.ok(data)`: code 200, the literal msg "SUCCESS" (not translated in 1.5.5); no `data` when absent. */
export function ok<T>(data?: T): R<T> {
  return data === undefined || data === null
    ? { code: 200, msg: 'SUCCESS' }
    : { code: 200, msg: 'SUCCESS', data };
}

/** `R.fail(msg)`: code 500 unless told otherwise (401, 403). HTTP status stays 200. */
export function fail(msg: string, code = 500): R<never> {
  return { code, msg };
}

/** A whole list wrapped as `{rows, total}` without paging (an unpaged list). */
export function table<T>(rows: T[]): R<TableData<T>> {
  return ok({ rows, total: String(rows.length) });
}

export interface PageParams {
  pageNum: number;
  pageSize: number;
  /** Index of the first row of the page. */
  offset: number;
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 10000;

/** `PageRequest.build()`: pageNum (default 1), pageSize (default 20, at most 10000). */
export function pageParams(source: URL | URLSearchParams | string): PageParams {
  const query =
    source instanceof URLSearchParams
      ? source
      : source instanceof URL
        ? source.searchParams
        : new URL(source, 'http://localhost').searchParams;
  const num = Number.parseInt(query.get('pageNum') ?? '', 10);
  const size = Number.parseInt(query.get('pageSize') ?? '', 10);
  const pageNum = Number.isFinite(num) && num > 0 ? num : 1;
  const pageSize = Number.isFinite(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** One page of `rows` as `{rows, total}` (a paged list); total counts all rows. */
export function paged<T>(rows: readonly T[], source: URL | URLSearchParams | string): R<TableData<T>> {
  const { offset, pageSize } = pageParams(source);
  return ok({ rows: rows.slice(offset, offset + pageSize), total: String(rows.length) });
}

/** JSON text of a reply with null members dropped (Jackson NON_NULL). */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v === null ? undefined : v));
}
