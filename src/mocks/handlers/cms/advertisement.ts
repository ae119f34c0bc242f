/**
 * AdSpaceController and AdvertisementController (1.5.5). Ad spaces are page widgets of type `ads`
 * (./pagewidget.ts does their writes and the `PageWidget:*:{id}` checks); an ad belongs to one space,
 * and changing it needs `PageWidget:Edit:{adSpaceId}` besides `cms:advertisement:view`.
 */
import type { HttpHandler } from 'msw';

import { srcOf } from './exmodel';
import {
  addWidget,
  deleteWidgets,
  findWidget,
  parseContent,
  publishWidgets,
  toVO,
  updateWidget,
  type WidgetBody,
} from './pagewidget';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, sortBy, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsAdvertisement } from '../../db/areas/operations';
import { currentSite } from '../../services/sites';

const VIEW = 'cms:advertisement:view';
const AD_TYPES = ['image'];

type Body = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

function adSpaceVO(c: Call, id: string) {
  const widget = findWidget(c, id);
  if (widget.type !== 'ads') c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'adSpaceId', id);
  return { ...toVO(c, widget), content: parseContent(widget.content) ?? { strategy: 'Random' } };
}

function adVO(c: Call, ad: CmsAdvertisement) {
  return { ...ad, typeName: c.t(`ADVERTISEMENT.TYPE.${ad.type}`), enable: ad.state === '0' };
}

function requireAd(c: Call, id: unknown): CmsAdvertisement {
  const ad = c.db.tables.advertisements.find((a) => a.advertisementId === String(id));
  if (!ad) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'advertisementId', String(id));
  return ad;
}

/** The DTO's columns; the online date must come before the offline date. */
function adFields(c: Call, body: Body) {
  const type = text(body.type) ?? 'image';
  if (!AD_TYPES.includes(type)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'type');
  const onlineDate = text(body.onlineDate) ?? c.db.nowString();
  const offlineDate = text(body.offlineDate) ?? '2999-12-31 00:00:00';
  if (parseDateTime(offlineDate) <= parseDateTime(onlineDate))
    c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'offlineDate');
  return {
    type,
    name: String(body.name ?? ''),
    weight: Number(body.weight ?? 0),
    keywords: text(body.keywords),
    onlineDate,
    offlineDate,
    redirectUrl: text(body.redirectUrl),
    resourcePath: text(body.resourcePath),
  };
}

function setState(c: Call, ids: string[], state: string) {
  for (const ad of ids.map((id) => requireAd(c, id))) {
    c.requirePerm(`PageWidget:Edit:${ad.adSpaceId}`);
    ad.state = state;
    stampUpdate(c, ad);
  }
}

export function advertisementHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/adspace', (c) => {
      const siteId = currentSite(c).siteId;
      const spaces = c.db.tables.pageWidgets.filter((w) => w.siteId === siteId && w.type === 'ads');
      const rows = filterRows(spaces, c.query, { like: ['name'], eq: ['catalogId', 'state'] });
      return c.page(rows.map((w) => adSpaceVO(c, w.pageWidgetId)));
    }),
    route.get<{ adSpaceId: string }>('/cms/adspace/{adSpaceId}', (c) => ok(adSpaceVO(c, c.params.adSpaceId))),
    route.post('/cms/adspace', async (c) => {
      const siteId = currentSite(c).siteId;
      c.requirePerm(`Site:AddPageWidget:${siteId}`);
      addWidget(c, siteId, { catalogId: '0', ...(await c.body<WidgetBody>()) }, 'ads');
    }),
    route.put('/cms/adspace', async (c) => {
      updateWidget(c, await c.body<WidgetBody>());
    }),
    route.delete('/cms/adspace', async (c) => deleteWidgets(c, idList(await c.body<unknown>()))),
    route.post('/cms/adspace/publish', async (c) => publishWidgets(c, idList(await c.body<unknown>()))),

    route.get('/cms/advertisement/types', { perm: VIEW }, (c) =>
      ok({
        rows: AD_TYPES.map((id) => ({ id, name: c.t(`ADVERTISEMENT.TYPE.${id}`) })),
        total: AD_TYPES.length,
      }),
    ),
    route.put('/cms/advertisement/enable', { perm: VIEW }, async (c) =>
      setState(c, idList(await c.body<unknown>()), '0'),
    ),
    route.put('/cms/advertisement/disable', { perm: VIEW }, async (c) =>
      setState(c, idList(await c.body<unknown>()), '1'),
    ),
    route.get('/cms/advertisement', { perm: VIEW }, (c) => {
      const adSpaceId = c.query.get('adSpaceId')?.trim();
      c.validate((v) => [v.notNull(adSpaceId || undefined), v.min(Number(adSpaceId), 1)]);
      const ads = sortBy(
        c.db.tables.advertisements.filter((a) => a.adSpaceId === adSpaceId),
        'weight',
        true,
      );
      return c.page(filterRows(ads, c.query, { like: ['name'], eq: ['state'] }).map((a) => adVO(c, a)));
    }),
    route.get<{ id: string }>('/cms/advertisement/{id}', { perm: VIEW }, (c) => {
      const ad = requireAd(c, c.params.id);
      return ok({ ...adVO(c, ad), link: ad.redirectUrl, resourceSrc: srcOf(c, ad.siteId, ad.resourcePath) });
    }),
    route.post('/cms/advertisement', { perm: VIEW }, async (c) => {
      const body = await c.body<Body>();
      const space = findWidget(c, String(body.adSpaceId));
      c.requirePerm(`PageWidget:Edit:${space.pageWidgetId}`);
      const ad: CmsAdvertisement = {
        advertisementId: c.db.nextId(),
        siteId: space.siteId,
        adSpaceId: space.pageWidgetId,
        state: '0',
        ...adFields(c, body),
      };
      c.db.tables.advertisements.push(stampCreate(c, ad));
    }),
    route.put('/cms/advertisement', { perm: VIEW }, async (c) => {
      const body = await c.body<Body>();
      const ad = requireAd(c, body.advertisementId);
      c.requirePerm(`PageWidget:Edit:${ad.adSpaceId}`);
      Object.assign(ad, adFields(c, body));
      stampUpdate(c, ad);
    }),
    route.delete('/cms/advertisement', { perm: VIEW }, async (c) => {
      const ids = idList(await c.body<unknown>());
      for (const ad of ids.map((id) => requireAd(c, id))) c.requirePerm(`PageWidget:Edit:${ad.adSpaceId}`);
      c.db.tables.advertisements = c.db.tables.advertisements.filter((a) => !ids.includes(a.advertisementId));
    }),
  ];
}
