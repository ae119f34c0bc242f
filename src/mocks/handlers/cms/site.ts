/**
 * Sites (SiteController): the paged list and current site the header's site selector uses, site
 * CRUD and whole-site publish. The extend config, default templates and watermark upload are in
 * site-settings.ts, theme import/export in site-theme.ts.
 */
import type { HttpHandler } from 'msw';

import { storeExModelParams } from './exmodel';
import { findSite, PREVIEW_PREFIX, sitePipes, taskStarted, type PublishPipeProp } from './site-support';
import { isSuperAdmin } from '../../core/auth';
import type { Call, MockContext } from '../../core/context';
import { stampCreate, stampUpdate } from '../../core/crud';
import { ok, paged, table } from '../../core/envelope';
import type { CmsSite, MockDb } from '../../db';
import { startAsyncTask } from '../../services/async-tasks';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite, viewableSites } from '../../services/sites';

const PATH_PATTERN = /^[A-Za-z0-9]+$/;
const SITE_PRIV_ITEMS = ['View', 'Edit', 'Delete', 'Publish', 'AddPageWidget', 'AddCatalog'];
interface SiteBody {
  siteId?: unknown;
  name?: string;
  description?: string;
  logo?: string;
  path?: string;
  resourceUrl?: string;
  deptCode?: string;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  publishPipeDatas?: PublishPipeProp[];
  params?: Record<string, unknown>;
}

/** SiteDTO as `GET /cms/site/{siteId}` answers it. */
function siteDto(c: Call, site: CmsSite) {
  const pipes = sitePipes(c, site.siteId);
  const first = site.publishPipeProps?.[pipes[0]?.code ?? ''] ?? {};
  return {
    siteId: site.siteId,
    name: site.name,
    description: site.description,
    logo: site.logo,
    logoSrc: site.logo ? PREVIEW_PREFIX + site.logo : undefined,
    path: site.path,
    url: typeof first.url === 'string' ? first.url : site.link,
    resourceUrl: site.resourceUrl,
    staticSuffix: typeof first.staticSuffix === 'string' ? first.staticSuffix : undefined,
    deptCode: site.deptCode,
    seoKeywords: site.seoKeywords,
    seoDescription: site.seoDescription,
    seoTitle: site.seoTitle,
    configProps: site.configProps ?? {},
    publishPipeDatas: pipes.map((p) => ({
      pipeCode: p.code,
      pipeName: p.name,
      props: { ...site.publishPipeProps?.[p.code] },
    })),
    params: {},
  };
}

function validateSite(c: Call, body: SiteBody) {
  c.validate((v) => [v.notBlank(body.name), v.notBlank(body.path), v.pattern(body.path, PATH_PATTERN)]);
}

/** The new site's creator gets every site item (so a non-admin sees what it created). */
function grantCreator(c: Call, siteId: string) {
  const { userId } = c.session();
  if (isSuperAdmin(userId)) return;
  let grant = c.db.tables.permissions.find(
    (p) => p.ownerType === 'User' && p.owner === userId && p.permType === 'Site',
  );
  if (!grant) {
    grant = stampCreate(c, {
      permissionId: c.db.nextId(),
      ownerType: 'User' as const,
      owner: userId,
      permType: 'Site' as const,
      permissions: [],
    });
    c.db.tables.permissions.push(grant);
  }
  grant.permissions.push(...SITE_PRIV_ITEMS.map((item) => `Site:${item}:${siteId}`));
}

/** Everything that belongs to a site goes with it. */
function removeSite(db: MockDb, siteId: string) {
  const t = db.tables;
  const keep = <T extends { siteId: string }>(rows: T[]) => rows.filter((r) => r.siteId !== siteId);
  t.sites = t.sites.filter((s) => s.siteId !== siteId);
  t.catalogs = keep(t.catalogs);
  t.contents = keep(t.contents);
  t.pageWidgets = keep(t.pageWidgets);
  t.publishPipes = keep(t.publishPipes);
  t.templates = keep(t.templates);
  t.resources = keep(t.resources);
  t.siteProperties = keep(t.siteProperties);
  t.tagWordGroups = keep(t.tagWordGroups);
  t.tagWords = keep(t.tagWords);
}

/** Publishing every content of a status: each goes to the static-publish queue and is published. */
function publishContents(db: MockDb, siteId: string, status: string) {
  for (const content of db.tables.contents) {
    if (content.siteId !== siteId || content.status !== status) continue;
    db.tables.publishQueue.push(content.contentId);
    if (status !== '40') {
      content.status = '30';
      content.publishDate ??= db.nowString();
    }
  }
}

export function siteHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '站点管理', controller: 'SiteController' });
  return [
    route.get('/cms/site/getCurrentSite', (c) => {
      const site = currentSite(c);
      return ok({ siteId: site.siteId, siteName: site.name });
    }),
    route.post<{ siteId: string }>('/cms/site/setCurrentSite/{siteId}', (c) => {
      const { siteId } = c.params;
      c.requirePerm(`Site:View:${siteId}`);
      const site = c.db.tables.sites.find((s) => s.siteId === siteId);
      if (!site) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'siteId', siteId);
      // Nothing is stored server-side: the client sends the id back as the CurrentSite header.
      return ok({ siteId: site.siteId, siteName: site.name });
    }),
    route.get('/cms/site/list', { perm: 'cms:site:view' }, (c) => {
      const rows = [...c.db.tables.sites].sort((a, b) => a.sortFlag - b.sortFlag);
      const byName = c.query.get('siteName')?.trim().toLowerCase();
      const matching = byName ? rows.filter((s) => s.name.toLowerCase().includes(byName)) : rows;
      // 1.5.5: the page is cut first, then filtered by Site:View; total stays the unfiltered count.
      const page = paged(matching, c.url);
      const data = page.data;
      return data
        ? { ...page, data: { ...data, rows: data.rows.filter((s) => c.hasPerm(`Site:View:${s.siteId}`)) } }
        : page;
    }),
    route.get('/cms/site/options', (c) =>
      table(viewableSites(c).map((s) => ({ id: s.siteId, name: s.name }))),
    ),

    // ---- extend config
    // ---- publish
    audited.post('/cms/site/publish', { log: { type: 'OTHER', fn: 'publishAll' } }, async (c) => {
      const body = await c.body<{ siteId?: unknown; publishIndex?: unknown; contentStatus?: unknown }>();
      c.validate((v) => [v.longId(body.siteId), v.notNull(body.siteId), v.notNull(body.publishIndex)]);
      const siteId = String(body.siteId);
      c.requirePerm(`Site:Publish:${siteId}`);
      findSite(c, siteId);
      if (body.publishIndex === true) return ok(); // the home page is staticized synchronously
      const status = String(body.contentStatus ?? '30');
      const taskId = startAsyncTask(c.db, {
        taskId: `SitePublish-${siteId}`,
        type: 'SitePublish',
        durationMs: 4000,
        locale: c.locale,
        onSuccess: (db) => publishContents(db, siteId, status),
      });
      return taskStarted(c, taskId, 'ERR.COMMON.ASYNC_TASK_RUNNING', `SitePublish-${siteId}`);
    }),

    // ---- CRUD ({siteId} is numeric, so the literal paths above are never swallowed)
    audited.get<{ siteId: string }>('/cms/site/{siteId}', {}, (c) => {
      c.requirePerm(`Site:View:${c.params.siteId}`);
      return ok(siteDto(c, findSite(c, c.params.siteId)));
    }),
    audited.post('/cms/site', { perm: 'cms:site:view' }, async (c) => {
      const body = await c.body<SiteBody>();
      validateSite(c, body);
      const path = String(body.path);
      if (c.db.tables.sites.some((s) => s.path === path)) c.error('ERRCODE.CMS.CONTENTCORE.EXISTS_SITE_PATH');
      const siteId = c.db.nextId();
      const site: CmsSite = stampCreate(c, {
        siteId,
        parentId: '0',
        name: String(body.name).trim(),
        description: body.description,
        logo: body.logo,
        path,
        resourceUrl: body.resourceUrl,
        deptCode: body.deptCode,
        sortFlag: Math.max(0, ...c.db.tables.sites.map((s) => s.sortFlag)) + 1,
        publishPipeProps: {},
        configProps: {},
      });
      c.db.tables.sites.push(site);
      // A new site gets the default "pc" publish pipe, as SiteServiceImpl.addSite does.
      c.db.tables.publishPipes.push(
        stampCreate(c, { publishpipeId: c.db.nextId(), siteId, name: 'PC', code: 'pc', state: '0', sort: 1 }),
      );
      grantCreator(c, siteId);
      return ok(site);
    }),
    audited.put('/cms/site', {}, async (c) => {
      const body = await c.body<SiteBody>();
      c.requirePerm(`Site:Edit:${String(body.siteId ?? '')}`);
      validateSite(c, body);
      const site = findSite(c, body.siteId);
      site.name = String(body.name).trim();
      site.description = body.description;
      site.logo = body.logo;
      site.resourceUrl = body.resourceUrl;
      site.deptCode = body.deptCode;
      site.seoTitle = body.seoTitle;
      site.seoKeywords = body.seoKeywords;
      site.seoDescription = body.seoDescription;
      const props = { ...site.publishPipeProps };
      for (const pp of body.publishPipeDatas ?? []) {
        if (pp.pipeCode) props[pp.pipeCode] = { ...props[pp.pipeCode], ...pp.props };
      }
      site.publishPipeProps = props;
      const firstUrl = body.publishPipeDatas?.[0]?.props?.url;
      if (typeof firstUrl === 'string' && firstUrl) site.link = firstUrl;
      storeExModelParams(c.db, site.configProps?.SiteExtendModel, 'site', site.siteId, body.params);
      stampUpdate(c, site);
    }),
    audited.delete<{ siteId: string }>('/cms/site/{siteId}', {}, (c) => {
      const { siteId } = c.params;
      c.requirePerm(`Site:Delete:${siteId}`);
      findSite(c, siteId);
      const taskId = startAsyncTask(c.db, {
        taskId: `SiteDelete-${siteId}`,
        type: 'SiteDelete',
        durationMs: 3000,
        locale: c.locale,
        onSuccess: (db) => removeSite(db, siteId),
      });
      return taskStarted(c, taskId, 'ERR.COMMON.ASYNC_TASK_RUNNING', `SiteDelete-${siteId}`);
    }),
  ];
}
