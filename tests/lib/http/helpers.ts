import { HttpResponse } from 'msw';
import { vi } from 'vitest';

import { feedback } from '@/lib/feedback';

/** msw path pattern for an API path under the default base (any origin). */
export const api = (path: string) => `*/prod-api${path}`;

/** A ChestnutCMS success envelope. */
export const ok = <T>(data?: T) =>
  HttpResponse.json({ code: 200, msg: 'SUCCESS', ...(data === undefined ? {} : { data }) });

export const fail = (code: number, msg?: string) =>
  HttpResponse.json({ code, ...(msg === undefined ? {} : { msg }) });

/** Replaces every feedback method with a spy so tests see what the user would see (feedback.ts unchanged). */
export function spyFeedback() {
  return {
    error: vi.spyOn(feedback, 'error').mockImplementation(() => undefined),
    warning: vi.spyOn(feedback, 'warning').mockImplementation(() => undefined),
    success: vi.spyOn(feedback, 'success').mockImplementation(() => undefined),
    info: vi.spyOn(feedback, 'info').mockImplementation(() => undefined),
    notifyError: vi.spyOn(feedback, 'notifyError').mockImplementation(() => undefined),
    confirm: vi.spyOn(feedback, 'confirm').mockResolvedValue(false),
  };
}

export type FeedbackSpies = ReturnType<typeof spyFeedback>;
