/** Template files (TemplateController): the paged list the template pickers use and one template. */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import type { Call, MockContext } from '../../core/context';
import { sortBy } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite } from '../../services/sites';
import { displaySize } from '../common/file';

/** `getSiteOrCurrent`: a valid `siteId` parameter wins over the header. */
function siteOf(c: Call): string {
  const wanted = c.query.get('siteId') ?? '';
  if (/^[1-9]\d*$/.test(wanted) && c.db.tables.sites.some((s) => s.siteId === wanted)) return wanted;
  return currentSite(c).siteId;
}

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
