import axios from 'axios';

import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

import { CanceledError } from './errors';
import { ApiError } from './types';

/** Transport messages stay up 5 s: they usually mean the whole backend is unreachable. */
const TRANSPORT_MESSAGE_SECONDS = 5;
const STATUS_MESSAGE = 'Request failed with status code';

/** Turns axios's English transport messages into the console's translated ones. */
function describeTransport(message: string, status: number | undefined, code: string | undefined): string {
  if (message === 'Network Error') return i18n.t('http:networkError');
  if (message.includes('timeout') || code === 'ECONNABORTED' || code === 'ETIMEDOUT')
    return i18n.t('http:timeout');
  if (message.includes(STATUS_MESSAGE)) return i18n.t('http:apiError', { code: message.slice(-3) });
  if (status) return i18n.t('http:apiError', { code: status });
  return message || i18n.t('http:errUnknown');
}

/**
 * Converts whatever the transport rejected with into an ApiError (code = HTTP status or 0) and shows it
 * unless `quiet`. ApiErrors raised earlier in the chain (the duplicate-submit guard, the code policy)
 * pass through untouched, and cancellations are never shown.
 */
export function transportError(error: unknown, quiet: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new CanceledError();
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  const code = axios.isAxiosError(error) ? error.code : undefined;
  const raw = error instanceof Error ? error.message : String(error);
  const message = describeTransport(raw, status, code);
  if (!quiet) feedback.error(message, TRANSPORT_MESSAGE_SECONDS);
  return new ApiError(message, status ?? 0, !quiet);
}
