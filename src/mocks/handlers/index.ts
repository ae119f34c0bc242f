/**
 * Every handler module, one per backend controller group (handlers/<module>/<area>.ts). A module is a
 * function `(ctx: MockContext) => HttpHandler[]`; add new ones to this list.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../core/context';
import { publishHandlers } from './cms/publish';
import { siteHandlers } from './cms/site';
import { fileHandlers } from './common/file';
import { authHandlers } from './system/auth';
import { captchaHandlers } from './system/captcha';
import { configHandlers } from './system/config';
import { dictHandlers } from './system/dict';
import { i18nHandlers } from './system/i18n';
import { profileHandlers } from './system/profile';

export type HandlerModule = (ctx: MockContext) => HttpHandler[];

export const handlerModules: HandlerModule[] = [
  captchaHandlers,
  authHandlers,
  dictHandlers,
  configHandlers,
  i18nHandlers,
  profileHandlers,
  fileHandlers,
  siteHandlers,
  publishHandlers,
];

export function allHandlers(ctx: MockContext): HttpHandler[] {
  return handlerModules.flatMap((module) => module(ctx));
}
