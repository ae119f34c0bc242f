/** GET /system/i18n/dict/langOptions (public): languages, each labelled in its own language. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

export const LANG_OPTIONS = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en', label: 'English' },
];

export function i18nHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [route.get('/system/i18n/dict/langOptions', { public: true }, () => ok(LANG_OPTIONS))];
}
