/** Publish pipes (PublishPipeController) of the current site: options, list, detail and CRUD. */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import type { Call, MockContext } from '../../core/context';
import { idList, sortBy, stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { CmsPublishPipe } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite } from '../../services/sites';

const VIEW = 'cms:publishpipe:view';
const CODE = /^[A-Za-z0-9_]+$/;

interface PipeBody {
  publishpipeId?: unknown;
  name?: string;
  code?: string;
  state?: string;
  sort?: number;
  remark?: string;
}

/** `cms:publishpipe:view & Site:View:<header>`: both keys. */
function requireView(c: Call) {
  c.requirePerm(VIEW);
  requireHeaderSiteView(c);
}

const withEnable = (p: CmsPublishPipe) => ({ ...p, enable: p.state === '0' });

function validate(c: Call, body: PipeBody) {
  c.validate((v) => [v.notBlank(body.name), v.pattern(body.code, CODE), v.notEmpty(body.state)]);
}

function findPipe(c: Call, id: unknown): CmsPublishPipe {
  const pipe = c.db.tables.publishPipes.find((p) => p.publishpipeId === String(id ?? ''));
  if (!pipe) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'publishPipeId', String(id ?? ''));
  return pipe;
}

export function publishPipeHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '发布通道', controller: 'PublishPipeController' });
  const setState = (state: string) => (c: Call<{ publishPipeId: string }>) => {
    requireView(c);
    stampUpdate(c, findPipe(c, c.params.publishPipeId)).state = state;
  };
  return [
    route.get('/cms/publishpipe/selectData', (c) => {
      requireHeaderSiteView(c);
      const site = currentSite(c);
      const pipes = sortBy(
        c.db.tables.publishPipes.filter((p) => p.siteId === site.siteId && p.state === '0'),
        'sort',
      );
      return table(pipes.map((p) => ({ pipeCode: p.code, pipeName: p.name, props: {} })));
    }),
    route.get('/cms/publishpipe/list', (c) => {
      requireView(c);
      const site = currentSite(c);
      const rows = sortBy(
        c.db.tables.publishPipes.filter((p) => p.siteId === site.siteId),
        'sort',
      );
      return c.page(rows.map(withEnable));
    }),
    audited.get<{ publishPipeId: string }>('/cms/publishpipe/{publishPipeId}', {}, (c) => {
      requireView(c);
      return ok(withEnable(findPipe(c, c.params.publishPipeId)));
    }),
    audited.post('/cms/publishpipe', {}, async (c) => {
      requireView(c);
      const body = await c.body<PipeBody>();
      validate(c, body);
      const site = currentSite(c);
      const code = String(body.code);
      if (c.db.tables.publishPipes.some((p) => p.siteId === site.siteId && p.code === code))
        c.error('ERR.COMMON.DATA_CONFLICT', code);
      c.db.tables.publishPipes.push(
        stampCreate(c, {
          publishpipeId: c.db.nextId(),
          siteId: site.siteId,
          name: String(body.name),
          code,
          state: String(body.state),
          sort: Number(body.sort ?? 0),
          remark: body.remark,
        }),
      );
    }),
    audited.put('/cms/publishpipe', {}, async (c) => {
      requireView(c);
      const body = await c.body<PipeBody>();
      validate(c, body);
      const pipe = findPipe(c, body.publishpipeId);
      pipe.name = String(body.name);
      pipe.state = String(body.state);
      pipe.sort = Number(body.sort ?? pipe.sort);
      pipe.remark = body.remark;
      stampUpdate(c, pipe);
    }),
    audited.delete('/cms/publishpipe', {}, async (c) => {
      requireView(c);
      const ids = idList(await c.body<unknown>());
      c.validate((v) => [v.notEmpty(ids)]);
      c.db.tables.publishPipes = c.db.tables.publishPipes.filter((p) => !ids.includes(p.publishpipeId));
    }),
    audited.post(
      '/cms/publishpipe/enable/{publishPipeId}',
      { log: { fn: 'enable', type: 'UPDATE' } },
      setState('0'),
    ),
    audited.post(
      '/cms/publishpipe/disable/{publishPipeId}',
      { log: { fn: 'disable', type: 'UPDATE' } },
      setState('1'),
    ),
  ];
}
