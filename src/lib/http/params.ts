import dayjs from 'dayjs';

/** The backend reads dates in query/form parameters as `yyyy-MM-dd HH:mm:ss` (docs/backend-contract.md). */
const DATE_PARAM_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Dates and dayjs values would otherwise be walked as objects (the Vue helper silently dropped them),
 * so they are written in the one format the backend accepts everywhere.
 */
function asDate(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : dayjs(value).format(DATE_PARAM_FORMAT);
  if (dayjs.isDayjs(value)) return value.isValid() ? value.format(DATE_PARAM_FORMAT) : undefined;
  return undefined;
}

function scalar(value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  const date = asDate(value);
  if (date !== undefined) return date;
  // A second level of nesting has no agreed encoding on the backend; skip it rather than send "[object Object]".
  if (typeof value === 'object') return undefined;
  return String(value);
}

function pair(key: string, value: string): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

/**
 * The Vue console's `tansParams` rule, used for GET query strings and form-encoded download bodies:
 * - null, '' and undefined are skipped (at both levels);
 * - one level of nested objects becomes `key[sub]=v` (how Spring binds `params[beginTime]` into
 *   BaseEntity.params); arrays are objects too, so they become `key[0]=a&key[1]=b`, as in the Vue console;
 * - keys and values are URL-encoded.
 * Unlike tansParams the result has no trailing '&', so callers need not trim it.
 */
export function serializeParams(params: object): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isEmptyValue(value)) continue;
    const date = asDate(value);
    if (date !== undefined) {
      parts.push(pair(key, date));
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as object)) {
        const text = scalar(subValue);
        if (text !== undefined) parts.push(pair(`${key}[${sub}]`, text));
      }
    } else {
      parts.push(pair(key, String(value)));
    }
  }
  return parts.join('&');
}

/**
 * RuoYi's addDateRange: puts a picked range under `params.beginTime/endTime` (or `params.begin<Prop>` /
 * `params.end<Prop>`), which serialise as `params[beginTime]=…`. Returns a copy: the caller's query
 * object is not mutated, and a cleared range removes the keys so an old range does not linger.
 */
export function addDateRange<P extends object>(
  params: P,
  range?: readonly [string, string] | null,
  propName?: string,
): P & { params?: Record<string, string> } {
  const existing = (params as { params?: unknown }).params;
  const nested: Record<string, string> =
    existing && typeof existing === 'object' && !Array.isArray(existing)
      ? { ...(existing as Record<string, string>) }
      : {};
  const beginKey = propName === undefined ? 'beginTime' : `begin${propName}`;
  const endKey = propName === undefined ? 'endTime' : `end${propName}`;
  const [begin, end] = range ?? [];
  if (begin) nested[beginKey] = begin;
  else delete nested[beginKey];
  if (end) nested[endKey] = end;
  else delete nested[endKey];
  return { ...params, params: nested };
}
