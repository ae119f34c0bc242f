import { MutationCache, type Query, QueryCache, QueryClient, skipToken } from '@tanstack/react-query';

import { feedback } from '@/lib/feedback';
import { describeError, shouldReportQueryError } from '@/lib/http';

/**
 * Server state lives in TanStack Query. One error policy: a failure the HTTP client already reported
 * is not reported again; anything else is shown once. A query or mutation opts out with
 * `meta: { silent: true }` (pair it with the request option `silent` to silence the client as well).
 */
function report(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silent) return;
  if (shouldReportQueryError(error)) feedback.error(describeError(error));
}

/** What `useQuery` puts into a query's options besides the query's own (typed as QueryOptions). */
interface ObserverEnabled {
  enabled?: boolean | ((query: Query) => boolean);
}

function wantsFetch(query: Query): boolean {
  if (query.state.data !== undefined || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === undefined || query.options.queryFn === skipToken) return false;
  const { enabled } = query.options as ObserverEnabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const ignore = () => undefined;

/**
 * Starts a new query's first fetch as soon as a component asks for it while rendering. `useQuery`
 * itself fetches when it subscribes, in an effect after the render has committed and painted, so a
 * screen's calls went out only once its first frame was done; now they travel while it renders. The
 * component then finds the fetch running and joins it (or its fresh data). Queries that are disabled,
 * already fetching or holding data are left alone; errors take the usual path (QueryCache.onError).
 */
function fetchNewQueriesEarly(cache: QueryCache): void {
  cache.subscribe((event) => {
    if (event.type !== 'added') return;
    // After the render step that built it: no store update while a component renders.
    queueMicrotask(() => {
      if (wantsFetch(event.query)) event.query.fetch().catch(ignore);
    });
  });
}

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({ onError: (error, query) => report(error, query.meta) });
  fetchNewQueriesEarly(queryCache);
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
