/**
 * The state of a list screen (page, size, sort, filters) and its two encodings: the URL query (so back,
 * refresh and a shared link restore the list) and the backend's request parameters. Pure functions, no
 * React, so the rules are unit-tested on their own.
 */
import { addDateRange } from '@/lib/http';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pagination';

/**
 * How a search field is kept and sent:
 * - `text`: one string, sent as is;
 * - `list`: several strings (multi-select), sent comma-joined;
 * - `dateRange`: `[begin, end]`, sent as `params[beginTime]` / `params[endTime]` (RuoYi addDateRange);
 * - `dateRange:<Prop>`: the same as `params[begin<Prop>]` / `params[end<Prop>]`.
 */
export type DateRangeKind = 'dateRange' | `dateRange:${string}`;
export type FilterKind = 'text' | 'list' | DateRangeKind;
export type FilterSpec = Readonly<Record<string, FilterKind>>;

/**
 * A filter spec `F` checked against the request type `Q`: a `text` or `list` filter must be named as a
 * parameter of `Q` (a misspelt name is a type error instead of a silently dropped filter); any other
 * name is a form field that only a date range may use, since it is sent as `params[begin…]`. An
 * untyped `Q` (string index) or spec accepts any name.
 */
export type TypedFilterSpec<Q, F> = {
  readonly [K in keyof F]: string extends K
    ? FilterKind
    : string extends keyof Q
      ? FilterKind
      : K extends keyof Q
        ? FilterKind
        : DateRangeKind;
};

export type FilterValue = string | string[] | undefined;
export type FilterValues = Record<string, FilterValue>;

export interface ListState {
  pageNum: number;
  pageSize: number;
  /** Backend sort expression `col#asc@col2#desc` (docs/backend-contract.md), empty when unsorted. */
  sorts?: string;
  filters: FilterValues;
}

export interface ListDefaults {
  pageSize: number;
  filters: FilterValues;
}

const PAGING_KEYS = ['pageNum', 'pageSize', 'sorts'] as const;

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function isEmpty(value: FilterValue): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.every((v) => !v));
}

/** Drops empty values so equal states compare and serialise equally. */
export function cleanFilters(values: Record<string, unknown>, spec: FilterSpec): FilterValues {
  const out: FilterValues = {};
  for (const [name, kind] of Object.entries(spec)) {
    const raw = values[name];
    let value: FilterValue;
    if (kind === 'text') value = raw === undefined || raw === null ? undefined : String(raw).trim();
    else if (Array.isArray(raw)) value = raw.map((v) => String(v ?? ''));
    else if (raw !== undefined && raw !== null && raw !== '') value = [String(raw)];
    if (!isEmpty(value)) out[name] = value;
  }
  return out;
}

/**
 * Reads the list state from the URL. A URL carrying none of the list's keys is a fresh visit and gets
 * the defaults; otherwise the URL is the whole truth (a cleared default filter stays cleared).
 */
export function readListState(query: URLSearchParams, spec: FilterSpec, defaults: ListDefaults): ListState {
  const keys = [...PAGING_KEYS, ...Object.keys(spec)];
  if (!keys.some((key) => query.has(key))) {
    return { pageNum: 1, pageSize: defaults.pageSize, filters: { ...defaults.filters } };
  }
  const filters: FilterValues = {};
  for (const [name, kind] of Object.entries(spec)) {
    const all = query.getAll(name);
    if (all.length === 0) continue;
    filters[name] = kind === 'text' ? all[0] : all;
  }
  const size = positiveInt(query.get('pageSize'), defaults.pageSize);
  return {
    pageNum: positiveInt(query.get('pageNum'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
    sorts: query.get('sorts') || undefined,
    filters: cleanFilters(filters, spec),
  };
}

/**
 * Writes the state into a copy of `query`, keeping parameters that are not the list's (a screen's own
 * `?tab=`), and leaving out page 1 and the default size so plain visits keep a clean URL.
 */
export function writeListState(
  query: URLSearchParams,
  state: ListState,
  spec: FilterSpec,
  defaults: Pick<ListDefaults, 'pageSize'> = { pageSize: DEFAULT_PAGE_SIZE },
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of [...PAGING_KEYS, ...Object.keys(spec)]) next.delete(key);
  for (const [name, value] of Object.entries(cleanFilters(state.filters, spec))) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) next.append(name, item);
  }
  if (state.sorts) next.set('sorts', state.sorts);
  // Always write pageNum so a URL with the defaults still says "this is the list's state".
  next.set('pageNum', String(state.pageNum));
  if (state.pageSize !== defaults.pageSize) next.set('pageSize', String(state.pageSize));
  return next;
}

/** The request parameters the backend reads for this state (see FilterKind for the encodings). */
export function toRequestParams(state: ListState, spec: FilterSpec, paged = true): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state.filters)) {
    const kind = spec[name];
    if (!kind || value === undefined) continue;
    if (kind === 'text') params[name] = value;
    else if (kind === 'list') params[name] = (value as string[]).join(',');
    else {
      const [begin = '', end = ''] = value as string[];
      const prop = kind.startsWith('dateRange:') ? kind.slice('dateRange:'.length) : undefined;
      params = addDateRange(params, [begin, end], prop);
    }
  }
  if (paged) {
    params.pageNum = state.pageNum;
    params.pageSize = state.pageSize;
  }
  if (state.sorts) params.sorts = state.sorts;
  return params;
}

/** `col#asc@col2#desc` from antd's sorter(s); columns are named by their dataIndex/key. */
export function toSorts(
  sorters: readonly { field?: unknown; order?: 'ascend' | 'descend' | null }[],
): string {
  return sorters
    .filter((s) => s.order && s.field !== undefined)
    .map(
      (s) =>
        `${Array.isArray(s.field) ? s.field.join('.') : String(s.field)}#${s.order === 'ascend' ? 'asc' : 'desc'}`,
    )
    .join('@');
}

/** The antd sort order of a column under `sorts`. */
export function sortOrderOf(sorts: string | undefined, field: string): 'ascend' | 'descend' | null {
  const entry = sorts?.split('@').find((s) => s.split('#')[0] === field);
  if (!entry) return null;
  return entry.endsWith('#asc') ? 'ascend' : 'descend';
}
