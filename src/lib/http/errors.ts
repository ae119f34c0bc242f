import { i18n } from '@/lib/i18n';

import { ApiError } from './types';

/**
 * The caller aborted the request (an AbortSignal, e.g. TanStack Query dropping a stale query).
 * Never shown: nobody is waiting for the answer any more.
 */
export class CanceledError extends ApiError {
  constructor() {
    super(i18n.t('http:canceled'), 0, false);
    this.name = 'CanceledError';
  }
}

/** A POST/PUT rejected client-side by the duplicate-submit guard. */
export class RepeatSubmitError extends ApiError {
  constructor(shown: boolean) {
    super(i18n.t('http:repeatSubmit'), 0, shown);
    this.name = 'RepeatSubmitError';
  }
}
