/**
 * Every handler module, one per backend controller group (handlers/<module>/<area>.ts). A module is a
 * function `(ctx: MockContext) => HttpHandler[]`; add new ones to this list.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../core/context';
import { membersHandlerModules } from './areas/members';
import { modelsHandlerModules } from './areas/models';
import { operationsHandlerModules } from './areas/operations';
import { resourcesHandlerModules } from './areas/resources';
import { wordsHandlerModules } from './areas/words';
import { bookChapterHandlers } from './cms/book-chapter';
import { catalogHandlers } from './cms/catalog';
import { catalogOptionHandlers } from './cms/catalog-options';
import { catalogSettingsHandlers } from './cms/catalog-settings';
import { contentHandlers } from './cms/content';
import { contentEditorHandlers } from './cms/content-editor';
import { contentMoveHandlers } from './cms/content-move';
import { contentRecycleHandlers } from './cms/content-recycle';
import { contentRelaHandlers } from './cms/content-rela';
import { exModelHandlers } from './cms/exmodel';
import { siteFileHandlers } from './cms/file';
import { pageWidgetHandlers } from './cms/pagewidget';
import { previewHandlers } from './cms/preview';
import { publishHandlers } from './cms/publish';
import { publishPipeHandlers } from './cms/publishpipe';
import { resourceHandlers } from './cms/resource';
import { seoHandlers } from './cms/seo';
import { siteHandlers } from './cms/site';
import { siteDepsHandlers } from './cms/site-deps';
import { sitePropertyHandlers } from './cms/site-property';
import { siteSettingsHandlers } from './cms/site-settings';
import { siteThemeHandlers } from './cms/site-theme';
import { tagWordHandlers } from './cms/tagword';
import { templateHandlers } from './cms/template';
import { dashboardHandlers } from './common/dashboard';
import { fileHandlers } from './common/file';
import type { HandlerModule } from './module';
import { asyncHandlers } from './monitor/async';
import { cacheHandlers } from './monitor/cache';
import { jobHandlers } from './monitor/job';
import { onlineHandlers } from './monitor/online';
import { serverHandlers } from './monitor/server';
import { scheduledTaskHandlers } from './monitor/task';
import { authHandlers } from './system/auth';
import { captchaHandlers } from './system/captcha';
import { configHandlers } from './system/config';
import { deptHandlers } from './system/dept';
import { dictHandlers } from './system/dict';
import { i18nHandlers } from './system/i18n';
import { ipRuleHandlers } from './system/iprule';
import { logininforHandlers } from './system/logininfor';
import { menuHandlers } from './system/menu';
import { noticeHandlers } from './system/notice';
import { operlogHandlers } from './system/operlog';
import { permissionHandlers } from './system/permission';
import { postHandlers } from './system/post';
import { profileHandlers } from './system/profile';
import { roleHandlers } from './system/role';
import { securityHandlers } from './system/security';
import { userHandlers } from './system/user';
import { frameHandlers } from './tool/frames';
import { genHandlers } from './tool/gen';
import { groovyHandlers } from './tool/groovy';

export type { HandlerModule } from './module';

export const handlerModules: HandlerModule[] = [
  captchaHandlers,
  authHandlers,
  dictHandlers,
  configHandlers,
  postHandlers,
  noticeHandlers,
  i18nHandlers,
  profileHandlers,
  fileHandlers,
  dashboardHandlers,
  siteHandlers,
  siteSettingsHandlers,
  siteThemeHandlers,
  sitePropertyHandlers,
  publishPipeHandlers,
  templateHandlers,
  catalogOptionHandlers,
  catalogHandlers,
  catalogSettingsHandlers,
  publishHandlers,
  contentHandlers,
  contentMoveHandlers,
  contentRelaHandlers,
  contentRecycleHandlers,
  seoHandlers,
  pageWidgetHandlers,
  previewHandlers,
  contentEditorHandlers,
  bookChapterHandlers,
  resourceHandlers,
  siteFileHandlers,
  tagWordHandlers,
  userHandlers,
  roleHandlers,
  menuHandlers,
  deptHandlers,
  securityHandlers,
  permissionHandlers,
  operlogHandlers,
  logininforHandlers,
  ipRuleHandlers,
  scheduledTaskHandlers,
  serverHandlers,
  cacheHandlers,
  asyncHandlers,
  onlineHandlers,
  jobHandlers,
  genHandlers,
  groovyHandlers,
  frameHandlers,
  exModelHandlers,
  // The second half of the console, one list per area (./areas/*.ts).
  ...resourcesHandlerModules,
  ...modelsHandlerModules,
  ...operationsHandlerModules,
  ...wordsHandlerModules,
  ...membersHandlerModules,
  // Fallbacks for endpoints of controllers without their own module yet (keep last).
  siteDepsHandlers,
];

export function allHandlers(ctx: MockContext): HttpHandler[] {
  return handlerModules.flatMap((module) => module(ctx));
}
