import { i18n } from '@/lib/i18n';

import { CanceledError } from './errors';
import { ApiError } from './types';

/**
 * Error policy for TanStack Query. The client already shows almost every failure, so the app's
 * QueryCache/MutationCache only report what nobody has shown yet:
 *
 *   new QueryClient({
 *     queryCache: new QueryCache({
 *       onError: (error, query) => {
 *         if (shouldReportQueryError(error, query.meta)) feedback.error(describeError(error));
 *       },
 *     }),
 *     mutationCache: new MutationCache({
 *       onError: (error, _v, _c, mutation) => {
 *         if (shouldReportQueryError(error, mutation.meta)) feedback.error(describeError(error));
 *       },
 *     }),
 *   });
 *
 * Per-call opt-out: `useQuery({ ..., meta: { silent: true } })` when the screen reports the error
 * itself (pass `{ silent: true }` to the http call too, to keep the client quiet as well).
 */
export function shouldReportQueryError(error: unknown, meta?: Record<string, unknown> | null): boolean {
  if (meta?.silent === true) return false;
  if (error instanceof CanceledError) return false;
  if (error instanceof ApiError) return !error.shown;
  return true;
}

/** A one-line, user-facing text for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n.t('http:errUnknown');
}
