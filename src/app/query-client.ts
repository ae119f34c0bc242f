import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
