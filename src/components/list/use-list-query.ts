import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { PageResult } from '@/lib/http';

import {
  cleanFilters,
  readListState,
  toRequestParams,
  writeListState,
  type FilterSpec,
  type FilterValues,
  type ListState,
  type TypedFilterSpec,
} from './list-state';
import { DEFAULT_PAGE_SIZE, lastPage, pageAfterSizeChange, scrollToTop } from './pagination';
import type { PaginatorProps } from './Paginator';

export interface UseListQueryOptions<Row, Q, F = FilterSpec> {
  /** The entity's list key for these params, e.g. `postKeys.list`. */
  queryKey: (params: Q) => QueryKey;
  /** The typed API call; a paged endpoint resolves `{rows, total}`, a `table<>`/tree one an array. */
  queryFn: (params: Q) => Promise<PageResult<Row> | Row[]>;
  /** Search fields by request parameter name (see FilterKind), checked against `Q` (TypedFilterSpec). */
  filters?: F;
  /** Filters of a fresh visit and of Reset (e.g. the dict type of the dict-data page). */
  defaultFilters?: FilterValues;
  pageSize?: number;
  /**
   * false: the endpoint is not paged (no pageNum/pageSize, no paginator). 'client': it answers every
   * row and the list pages them itself (the backend's `table<>` lists the old console sliced).
   */
  paged?: boolean | 'client';
  /** false: keep the state in memory (lists inside dialogs); default: in the URL query. */
  syncUrl?: boolean;
  /** Scroll the page to the top after a page change; default: only for URL lists (not in dialogs). */
  scrollToTop?: boolean;
  enabled?: boolean;
}

export interface ListQuery<Row, Q = Record<string, unknown>> {
  rows: Row[];
  total: number;
  /** No data yet (first load). */
  isLoading: boolean;
  /** Any request in flight (table spinner). */
  isFetching: boolean;
  state: ListState;
  /** The request parameters of the current state: what an export sends. */
  params: Q;
  queryKey: QueryKey;
  /** Applies search-form values from page 1. */
  search: (values: Record<string, unknown>) => void;
  /** Back to the default filters, page 1. */
  reset: () => void;
  setPage: (pageNum: number, pageSize?: number) => void;
  setSorts: (sorts: string | undefined) => void;
  refresh: () => Promise<unknown>;
  /** Props for `<Paginator>`; undefined for an unpaged list. */
  paginator?: PaginatorProps;
  filterSpec: FilterSpec;
  defaultFilters: FilterValues;
}

const NO_FILTERS: FilterSpec = {};
const NO_DEFAULTS: FilterValues = {};

/** URL query or in-memory query: both hooks always run (rules of hooks), one is used. */
function useListQueryString(syncUrl: boolean) {
  const [urlQuery, setUrlQuery] = useSearchParams();
  const [memoryQuery, setMemoryQuery] = useState(() => new URLSearchParams());
  const setQuery = useCallback(
    (next: URLSearchParams) => {
      // replace: paging and searching update the current history entry, so Back leaves the list
      // instead of stepping through every page, and returning to it restores the last state.
      if (syncUrl) setUrlQuery(next, { replace: true });
      else setMemoryQuery(next);
    },
    [syncUrl, setUrlQuery],
  );
  return [syncUrl ? urlQuery : memoryQuery, setQuery] as const;
}

/**
 * The list half of every CRUD screen: page, size, sort and filters kept in the URL, the TanStack query
 * for them, and the handlers the list page shell (`<ListPage>`) wires to the search form, table and
 * paginator. Screens never hand-write paging or loading.
 *
 *   const list = useListQuery({ queryKey: postKeys.list, queryFn: postApi.list,
 *     filters: { postCode: 'text', postName: 'text', status: 'text' } });
 */
export function useListQuery<
  Row,
  Q = Record<string, unknown>,
  const F extends TypedFilterSpec<Q, F> = FilterSpec,
>(options: UseListQueryOptions<Row, Q, F>): ListQuery<Row, Q> {
  const spec: FilterSpec = options.filters ?? NO_FILTERS;
  const {
    defaultFilters = NO_DEFAULTS,
    pageSize: defaultSize = DEFAULT_PAGE_SIZE,
    paged = true,
    syncUrl = true,
    scrollToTop: scroll = syncUrl,
    enabled = true,
  } = options;
  const [query, setQuery] = useListQueryString(syncUrl);
  const queryString = query.toString();
  // The spec and defaults are usually inline literals: the state depends on their content only.
  const specKey = JSON.stringify(spec);
  const defaultsKey = JSON.stringify(defaultFilters);
  const state = useMemo(
    () =>
      readListState(new URLSearchParams(queryString), JSON.parse(specKey) as FilterSpec, {
        pageSize: defaultSize,
        filters: JSON.parse(defaultsKey) as FilterValues,
      }),
    [queryString, specKey, defaultsKey, defaultSize],
  );
  // A new object each render is fine: TanStack Query compares keys by content.
  const params = toRequestParams(state, spec, paged === true) as Q;
  const queryKey = options.queryKey(params);

  const result = useQuery({
    queryKey,
    queryFn: async () => {
      const data = await options.queryFn(params);
      return Array.isArray(data) ? { rows: data, total: data.length } : data;
    },
    placeholderData: keepPreviousData,
    enabled,
  });

  const commit = useCallback(
    (next: ListState) => setQuery(writeListState(query, next, spec, { pageSize: defaultSize })),
    [query, setQuery, spec, defaultSize],
  );

  // A disabled list (no catalog chosen yet…) shows nothing, not the rows kept from its last key.
  const data = enabled ? result.data : undefined;
  const total = data?.total ?? 0;
  const allRows = data?.rows;
  const rows =
    paged === 'client' && allRows
      ? allRows.slice((state.pageNum - 1) * state.pageSize, state.pageNum * state.pageSize)
      : allRows;
  const setPage = useCallback(
    (pageNum: number, pageSize = state.pageSize) => {
      const page =
        pageSize !== state.pageSize ? pageAfterSizeChange(state.pageNum, pageSize, total) : pageNum;
      commit({ ...state, pageNum: page, pageSize });
      if (scroll) scrollToTop();
    },
    [commit, state, total, scroll],
  );

  // After deleting the last rows of the last page, step back to the page that still has rows.
  useEffect(() => {
    if (paged === false || result.isFetching || !rows || rows.length > 0 || total === 0) return;
    const last = lastPage(total, state.pageSize);
    if (state.pageNum > last) commit({ ...state, pageNum: last });
  }, [paged, result.isFetching, rows, total, state, commit]);

  const { refetch } = result;
  return {
    rows: rows ?? [],
    total,
    isLoading: result.isPending,
    isFetching: result.isFetching,
    state,
    params,
    queryKey,
    search: (values) => commit({ ...state, pageNum: 1, filters: cleanFilters(values, spec) }),
    reset: () => commit({ pageNum: 1, pageSize: state.pageSize, filters: { ...defaultFilters } }),
    setPage,
    setSorts: (sorts) => commit({ ...state, pageNum: 1, sorts: sorts || undefined }),
    refresh: () => refetch(),
    paginator:
      paged !== false
        ? { total, pageNum: state.pageNum, pageSize: state.pageSize, onChange: setPage }
        : undefined,
    filterSpec: spec,
    defaultFilters,
  };
}
