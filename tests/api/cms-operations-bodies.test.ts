import { adSpaceApi } from '@/api/cms/adspace';
import { advertisementApi } from '@/api/cms/advertisement';
import { linkApi, type Link, type LinkGroup, linkGroupApi } from '@/api/cms/link';

import { mockDb } from '../msw-server';
import { bodyKeys, captureWrites, expectContractBody, held, type SaveCase } from './body-capture';

/** The body classes of the Operations controllers (docs/endpoints.md). */
const OPS_CONTRACT = {
  LinkGroupDTO: ['linkGroupId', 'siteId', 'name', 'code', 'sortFlag'],
  LinkDTO: ['linkId', 'siteId', 'groupId', 'name', 'url', 'logo', 'sortFlag', 'remark'],
  PageWidgetAddDTO: ['catalogId', 'type', 'name', 'code', 'publishPipeCode', 'template', 'path', 'remark'],
  PageWidgetEditDTO: [
    'pageWidgetId',
    'name',
    'code',
    'publishPipeCode',
    'template',
    'path',
    'contentStr',
    'remark',
  ],
  AdvertisementDTO: [
    ...['advertisementId', 'adSpaceId', 'type', 'name', 'weight', 'keywords', 'onlineDate', 'offlineDate'],
    ...['redirectUrl', 'resourcePath'],
  ],
};

const adSpace = () => {
  const found = mockDb().tables.pageWidgets.find((w) => w.type === 'ads' && w.siteId === '1');
  if (!found) throw new Error('seeded ad space');
  return found;
};

/** What the list rows hold beyond the DTO (the link's `src`, audit columns). */
const LISTED = { src: 'http://localhost/logo.png', createBy: 'admin', createTime: '2025-04-23 10:00:00' };

const firstGroup = () => mockDb().tables.linkGroups[0] as unknown as LinkGroup;
const firstLink = () => mockDb().tables.links[0] as unknown as Link;

const cases: SaveCase[] = [
  {
    name: 'link group add',
    contract: OPS_CONTRACT.LinkGroupDTO,
    method: 'POST',
    path: '/cms/link_group',
    save: () => linkGroupApi.add({ name: 'QA', code: 'qa' }),
  },
  {
    name: 'link group edit (the row as listed)',
    contract: OPS_CONTRACT.LinkGroupDTO,
    method: 'PUT',
    path: '/cms/link_group',
    save: () => linkGroupApi.update(held(firstGroup(), LISTED)),
  },
  {
    name: 'link add',
    contract: OPS_CONTRACT.LinkDTO,
    method: 'POST',
    path: '/cms/link',
    save: () => linkApi.add({ groupId: firstGroup().linkGroupId, name: 'QA', url: 'https://qa.example.com' }),
  },
  {
    name: 'link edit (the row as listed)',
    contract: OPS_CONTRACT.LinkDTO,
    method: 'PUT',
    path: '/cms/link',
    save: () => linkApi.update(held(firstLink(), LISTED)),
  },
  {
    name: 'ad space add',
    contract: OPS_CONTRACT.PageWidgetAddDTO,
    method: 'POST',
    path: '/cms/adspace',
    save: () =>
      adSpaceApi.add({
        catalogId: '0',
        name: 'QA',
        code: 'qa_ad',
        publishPipeCode: 'pc',
        path: 'include/ad/',
      }),
  },
  {
    name: 'ad space edit (the VO as loaded)',
    contract: OPS_CONTRACT.PageWidgetEditDTO,
    method: 'PUT',
    path: '/cms/adspace',
    save: async () => adSpaceApi.update(held(await adSpaceApi.get(adSpace().pageWidgetId), { route: '/x' })),
  },
  {
    name: 'ad edit (the VO as loaded)',
    contract: OPS_CONTRACT.AdvertisementDTO,
    method: 'PUT',
    path: '/cms/advertisement',
    save: async () => {
      const ad = mockDb().tables.advertisements[0];
      return advertisementApi.update(
        held(await advertisementApi.get(String(ad?.advertisementId)), { enable: true }),
      );
    },
  },
  {
    name: 'ad add',
    contract: OPS_CONTRACT.AdvertisementDTO,
    method: 'POST',
    path: '/cms/advertisement',
    save: () =>
      advertisementApi.add({
        adSpaceId: adSpace().pageWidgetId,
        type: 'image',
        name: 'QA',
        weight: 1,
        onlineDate: '2026-01-01 00:00:00',
        offlineDate: '2999-12-31 00:00:00',
      }),
  },
];

describe('Operations request bodies', () => {
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);

  it('deletes links and groups with their DTOs as listed, fields of the DTO only', async () => {
    const capture = captureWrites();
    const link = firstLink();
    await linkApi.remove([held(link, LISTED)]);
    await linkGroupApi.remove([held(firstGroup(), LISTED)]);
    const sent = await capture.sent();
    const linkDelete = sent.find((w) => w.method === 'DELETE' && w.path === '/cms/link');
    const groupDelete = sent.find((w) => w.method === 'DELETE' && w.path === '/cms/link_group');
    expect(bodyKeys(linkDelete?.body).filter((k) => !OPS_CONTRACT.LinkDTO.includes(k))).toEqual([]);
    expect(bodyKeys(groupDelete?.body).filter((k) => !OPS_CONTRACT.LinkGroupDTO.includes(k))).toEqual([]);
    expect(mockDb().tables.links.some((l) => l.linkId === link.linkId)).toBe(false);
  });
});
