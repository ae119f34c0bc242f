/**
 * Site properties (SitePropertyController): free key/value pairs of a site used by templates.
 * 1.5.5 quirk kept: the write endpoints check `Site:Edit:${#siteId}` where no `siteId` parameter
 * exists, so the key resolves to `Site:Edit:` and only the super admin passes.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
import { fail, ok } from '../../core/envelope';
import { MockReply } from '../../core/reply';
import type { CmsSiteProperty } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

const CODE_PATTERN = /[A-Za-z0-9_]+/;
/** The SpEL placeholder matches no method parameter: the permission key ends empty. */
const UNRESOLVED_EDIT_PERM = 'Site:Edit:';

interface PropertyBody {
  propertyId?: unknown;
  siteId?: unknown;
  propName?: string;
  propCode?: string;
  propValue?: string;
  remark?: string;
}

function validate(c: Call, body: PropertyBody) {
  c.validate((v) => [
    v.notBlank(body.propName),
    // @Pattern matches the whole value (String.matches).
    body.propCode === undefined || new RegExp(`^(?:${CODE_PATTERN.source})$`).test(body.propCode)
      ? undefined
      : c.t('VALIDATOR.CMS.SITE_PROPERTY.REGEXP_ERR'),
  ]);
}

function checkUnique(c: Call, siteId: string, code: string, propertyId?: string) {
  const clash = c.db.tables.siteProperties.some(
    (p) => p.siteId === siteId && p.propCode === code && p.propertyId !== propertyId,
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', code);
}

export function sitePropertyHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '站点扩展属性', controller: 'SitePropertyController' });
  return [
    route.get('/cms/site/prop/list', (c) => {
      const siteId = c.query.get('siteId') ?? '';
      c.requirePerm(`Site:View:${siteId}`);
      const query = c.query.get('query')?.trim().toLowerCase();
      const rows = c.db.tables.siteProperties.filter(
        (p) =>
          p.siteId === siteId &&
          (!query || p.propName.toLowerCase().includes(query) || p.propCode.toLowerCase().includes(query)),
      );
      return c.page(rows);
    }),
    // The mapping names {siteId} but the handler binds @PathVariable propertyId: Spring fails.
    route.get('/cms/site/prop/{siteId}', (c) => {
      c.requirePerm(UNRESOLVED_EDIT_PERM);
      throw new MockReply(
        fail("Missing URI template variable 'propertyId' for method parameter of type Long"),
      );
    }),
    audited.post('/cms/site/prop', {}, async (c) => {
      c.requirePerm(UNRESOLVED_EDIT_PERM);
      const body = await c.body<PropertyBody>();
      validate(c, body);
      const siteId = String(body.siteId ?? '');
      if (!c.db.tables.sites.some((s) => s.siteId === siteId))
        c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'siteId', siteId);
      checkUnique(c, siteId, String(body.propCode));
      const row: CmsSiteProperty = stampCreate(c, {
        propertyId: c.db.nextId(),
        siteId,
        propName: String(body.propName),
        propCode: String(body.propCode),
        propValue: body.propValue ?? '',
        remark: body.remark,
      });
      c.db.tables.siteProperties.push(row);
      return ok();
    }),
    audited.put('/cms/site/prop', {}, async (c) => {
      c.requirePerm(UNRESOLVED_EDIT_PERM);
      const body = await c.body<PropertyBody>();
      validate(c, body);
      const row = c.db.tables.siteProperties.find((p) => p.propertyId === String(body.propertyId ?? ''));
      if (!row)
        return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'propertyId', String(body.propertyId ?? ''));
      checkUnique(c, row.siteId, String(body.propCode), row.propertyId);
      row.propName = String(body.propName);
      row.propCode = String(body.propCode);
      row.propValue = body.propValue ?? '';
      row.remark = body.remark;
      stampUpdate(c, row);
      return ok();
    }),
    audited.delete('/cms/site/prop', {}, async (c) => {
      c.requirePerm(UNRESOLVED_EDIT_PERM);
      const ids = idList(await c.body<unknown>());
      c.validate((v) => [v.notEmpty(ids)]);
      c.db.tables.siteProperties = c.db.tables.siteProperties.filter((p) => !ids.includes(p.propertyId));
      return ok();
    }),
  ];
}
