import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

import { promptSessionExpired } from './session-expired';
import { ApiError, type Envelope } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads any reply body as an envelope. `code = body.code || 200` as in the Vue console (a body without
 * a code is a success). A body that is not an envelope at all (the empty body of POST /logout, plain
 * text endpoints) becomes the `data` of a successful one, so callers still get what the server sent.
 */
export function toEnvelope<T>(body: unknown): Envelope<T> {
  if (isRecord(body) && ('code' in body || 'msg' in body || 'data' in body)) {
    const code = Number(body.code) || 200;
    return { ...(body as Omit<Envelope<T>, 'code'>), code };
  }
  return { code: 200, data: body === '' ? undefined : (body as T) };
}

/** The console's code→message map; for other codes the server's msg, then the generic text. */
export function codeMessage(code: number, replyMsg?: string): string {
  switch (code) {
    case 401:
      return i18n.t('http:err401');
    case 403:
      return i18n.t('http:err403');
    case 404:
      return i18n.t('http:err404');
    default:
      return replyMsg || i18n.t('http:errUnknown');
  }
}

/**
 * The error policy for a non-200 envelope, shared by JSON calls and by downloads whose blob
 * turned out to be an envelope. Shows the message (unless silent) and returns the error to reject with.
 * 401 always prompts: a dead session is never the caller's business to report.
 */
export function envelopeError(envelope: Envelope, silent = false): ApiError {
  const { code } = envelope;
  if (code === 401) {
    void promptSessionExpired();
    return new ApiError(i18n.t('http:invalidSession'), 401, true);
  }
  const msg = codeMessage(code, envelope.msg);
  if (!silent) {
    if (code === 500) feedback.error(msg);
    else if (code === 601) feedback.warning(msg);
    // The map title hides the server's detail (e.g. which permission is missing); keep it as the description.
    else feedback.notifyError(msg, envelope.msg && envelope.msg !== msg ? envelope.msg : undefined);
  }
  return new ApiError(msg, code, !silent);
}
