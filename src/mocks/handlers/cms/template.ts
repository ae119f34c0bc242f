/**
 * Template files (TemplateController): list, one template, add (name must end with the configured
 * suffix `CMSTemplateSuffix`), rename, save, delete, and the include/template cache clears. Every call
 * but the list needs `cms:template:view`; all need `Site:View` of the `CurrentSite` header.
 */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import type { Call, MockContext } from '../../core/context';
import { idList, sortBy, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsTemplate } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite } from '../../services/sites';
import { displaySize } from '../common/file';

/** `getSiteOrCurrent`: a valid `siteId` parameter wins over the header. */
function siteOf(c: Call): string {
  const wanted = c.query.get('siteId') ?? '';
  if (/^[1-9]\d*$/.test(wanted) && c.db.tables.sites.some((s) => s.siteId === wanted)) return wanted;
  return currentSite(c).siteId;
}

const VIEW = 'cms:template:view';

interface TemplateBody {
  templateId?: unknown;
  siteId?: unknown;
  publishPipeCode?: string;
  path?: string;
  content?: string;
  remark?: string;
}

function requireView(c: Call): void {
  c.requirePerm(VIEW);
  requireHeaderSiteView(c);
}

/**
 * The file name rule of TemplateServiceImpl: ends with the suffix, the part before it made of
 * letters, digits, underscore and `/` (sub-directories), no `..` leaving the template directory.
 */
function checkPath(c: Call, path: string): string {
  const suffix = c.db.config('CMSTemplateSuffix') || '.template.html';
  const clean = path.trim().replace(/^\/+/, '');
  const stem = clean.slice(0, clean.length - suffix.length);
  if (!clean.endsWith(suffix) || !/^[A-Za-z0-9_/]+$/.test(stem) || stem.split('/').some((s) => s === ''))
    c.error('ERRCODE.CMS.CONTENTCORE.INVALID_TEMPLATE_NAME', suffix);
  return clean;
}

function findTemplate(c: Call, id: unknown): CmsTemplate {
  const template = c.db.tables.templates.find((t) => t.templateId === String(id ?? ''));
  if (!template) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'templateId', String(id ?? ''));
  return template;
}

function requireFreePath(c: Call, siteId: string, pipe: string, path: string): void {
  if (c.db.tables.templates.some((t) => t.siteId === siteId && t.publishPipeCode === pipe && t.path === path))
    c.error('ERRCODE.CMS.CONTENTCORE.TEMPLATE_PATH_EXISTS');
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function templateHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '模板管理', controller: 'TemplateController' });
  return [
    route.get('/cms/template', (c) => {
      requireHeaderSiteView(c);
      const siteId = siteOf(c);
      const pipe = c.query.get('publishPipeCode')?.trim();
      const filename = c.query.get('filename')?.trim().toLowerCase();
      const rows = sortBy(
        c.db.tables.templates.filter(
          (t) =>
            t.siteId === siteId &&
            (!pipe || t.publishPipeCode === pipe) &&
            (!filename || t.path.toLowerCase().includes(filename)),
        ),
        'path',
      );
      return c.page(
        rows.map((t) => ({
          templateId: t.templateId,
          siteId: t.siteId,
          publishPipeCode: t.publishPipeCode,
          path: t.path,
          filesize: t.filesize,
          filesizeName: displaySize(t.filesize),
          modifyTime: t.modifyTime,
          remark: t.remark,
        })),
      );
    }),
    audited.post('/cms/template/clearTemplateCache', {}, (c) => {
      requireView(c);
    }),
    audited.delete('/cms/template/clearIncludeCache', {}, async (c) => {
      requireView(c);
      const ids = idList(await c.body<unknown>());
      c.validate((v) => [v.notEmpty(ids)]);
      ids.forEach((id) => findTemplate(c, id));
    }),
    audited.post('/cms/template/rename', { log: { fn: 'rename', type: 'UPDATE' } }, async (c) => {
      requireView(c);
      const body = await c.body<TemplateBody>();
      c.validate((v) => [v.notNull(body.templateId), v.notEmpty(body.path)]);
      const template = findTemplate(c, body.templateId);
      const path = checkPath(c, String(body.path));
      if (path !== template.path) requireFreePath(c, template.siteId, template.publishPipeCode, path);
      template.path = path;
      template.remark = body.remark;
      template.modifyTime = c.db.nowString();
      stampUpdate(c, template);
    }),
    audited.post('/cms/template', { log: { fn: 'add', type: 'INSERT' } }, async (c) => {
      requireView(c);
      const body = await c.body<TemplateBody>();
      c.validate((v) => [v.notEmpty(body.publishPipeCode), v.notEmpty(body.path)]);
      const siteId = currentSite(c).siteId;
      const pipe = String(body.publishPipeCode);
      if (!c.db.tables.publishPipes.some((p) => p.siteId === siteId && p.code === pipe))
        c.error('ERRCODE.CMS.CONTENTCORE.NO_PUBLISHPIPE');
      const path = checkPath(c, String(body.path));
      requireFreePath(c, siteId, pipe, path);
      c.db.tables.templates.push(
        stampCreate(c, {
          templateId: c.db.nextId(),
          siteId,
          publishPipeCode: pipe,
          path,
          content: '',
          filesize: 0,
          modifyTime: c.db.nowString(),
          remark: body.remark,
        }),
      );
    }),
    audited.put('/cms/template', { log: { fn: 'save', type: 'UPDATE' } }, async (c) => {
      requireView(c);
      const body = await c.body<TemplateBody>();
      const template = findTemplate(c, body.templateId);
      template.content = body.content ?? '';
      template.filesize = byteLength(template.content);
      template.remark = body.remark ?? template.remark;
      template.modifyTime = c.db.nowString();
      stampUpdate(c, template);
    }),
    audited.delete('/cms/template', { log: { fn: 'delete', type: 'DELETE' } }, async (c) => {
      requireView(c);
      const ids = idList(await c.body<unknown>());
      c.validate((v) => [v.notEmpty(ids)]);
      ids.forEach((id) => findTemplate(c, id));
      c.db.tables.templates = c.db.tables.templates.filter((t) => !ids.includes(t.templateId));
    }),
    audited.get<{ templateId: string }>('/cms/template/{templateId}', {}, (c) => {
      c.requirePerm('cms:template:view');
      requireHeaderSiteView(c);
      const template = c.db.tables.templates.find((t) => t.templateId === c.params.templateId);
      if (!template) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'templateId', c.params.templateId);
      // The entity's modifyTime is a Long (epoch ms), unlike the list's formatted LocalDateTime.
      return ok({ ...template, modifyTime: parseDateTime(template.modifyTime) });
    }),
  ];
}
