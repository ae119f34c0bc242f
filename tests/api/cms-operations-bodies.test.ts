import { adSpaceApi } from '@/api/cms/adspace';
import { advertisementApi } from '@/api/cms/advertisement';
import { linkApi, type Link, type LinkGroup, linkGroupApi } from '@/api/cms/link';
import { manualBlockContentStr, type ManualBlockRow, pageWidgetApi } from '@/api/cms/pagewidget';
import { voteSubjectApi } from '@/api/vote/subject';
import { voteApi } from '@/api/vote/vote';

import { mockDb } from '../msw-server';
import {
  BASE_ENTITY,
  bodyKeys,
  captureWrites,
  expectContractBody,
  held,
  type SaveCase,
} from './body-capture';

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
  /** A manual block's `contentStr`: RowData rows of ItemData items (docs/endpoints.md). */
  RowData: ['items'],
  ItemData: ['title', 'url', 'logo', 'logoSrc', 'summary', 'publishDate'],
  AdvertisementDTO: [
    ...['advertisementId', 'adSpaceId', 'type', 'name', 'weight', 'keywords', 'onlineDate', 'offlineDate'],
    ...['redirectUrl', 'resourcePath'],
  ],
  Vote: [
    ...['voteId', 'code', 'title', 'startTime', 'endTime', 'userType', 'dayLimit', 'totalLimit', 'status'],
    ...['viewType', 'total', 'source', 'subjectList', ...BASE_ENTITY],
  ],
  VoteSubject: [
    ...['subjectId', 'voteId', 'type', 'title', 'sortFlag', 'itemList', 'nextSubjectId', ...BASE_ENTITY],
  ],
  VoteSubjectItem: [
    ...['itemId', 'voteId', 'subjectId', 'type', 'content', 'description', 'sortFlag', 'total', 'voteTotal'],
    ...BASE_ENTITY,
  ],
  SaveSubjectItemsDTO: ['subjectId', 'itemList'],
};

const seededVote = () => {
  const found = mockDb().tables.votes.find((v) => v.code === 'satisfaction');
  if (!found) throw new Error('seeded vote');
  return found;
};
const firstSubject = () => {
  const found = mockDb().tables.voteSubjects.find((s) => s.voteId === seededVote().voteId);
  if (!found) throw new Error('seeded subject');
  return found;
};

/** The saves of the vote and subject dialogs and of the items drawer. */
const voteCases: SaveCase[] = [
  {
    name: 'vote add',
    contract: OPS_CONTRACT.Vote,
    method: 'POST',
    path: '/vote',
    save: () =>
      voteApi.add({
        code: 'qa_vote',
        title: 'QA',
        startTime: '2026-01-01 00:00:00',
        endTime: '2026-02-01 00:00:00',
        userType: 'ip',
        dayLimit: 1,
        totalLimit: 1,
        status: '0',
        viewType: '0',
        source: 'cms:1',
      }),
  },
  {
    name: 'vote edit (the detail as loaded)',
    contract: OPS_CONTRACT.Vote,
    method: 'PUT',
    path: '/vote',
    save: async () => voteApi.update(held(await voteApi.get(seededVote().voteId), { subjectList: [] })),
  },
  {
    name: 'subject add (inserted before another)',
    contract: OPS_CONTRACT.VoteSubject,
    method: 'POST',
    path: '/vote/subject',
    save: () =>
      voteSubjectApi.add({
        voteId: seededVote().voteId,
        type: 'radio',
        title: 'QA',
        nextSubjectId: firstSubject().subjectId,
      }),
  },
  {
    name: 'subject edit (the detail as loaded, items included)',
    contract: OPS_CONTRACT.VoteSubject,
    method: 'PUT',
    path: '/vote/subject',
    save: async () => voteSubjectApi.update(held(await voteSubjectApi.get(firstSubject().subjectId), {})),
  },
  {
    name: 'subject items save',
    contract: OPS_CONTRACT.SaveSubjectItemsDTO,
    method: 'POST',
    path: '/vote/subject/items',
    save: async () => {
      const { rows } = await voteSubjectApi.items(firstSubject().subjectId);
      return voteSubjectApi.saveItems(firstSubject().subjectId, [...rows, { type: 'Text', content: 'QA' }]);
    },
  },
  {
    name: 'subject items save: each item',
    contract: OPS_CONTRACT.VoteSubjectItem,
    method: 'POST',
    path: '/vote/subject/items',
    save: async () => {
      const { rows } = await voteSubjectApi.items(firstSubject().subjectId);
      return voteSubjectApi.saveItems(firstSubject().subjectId, rows);
    },
    part: (body) => (body as { itemList: unknown[] }).itemList,
  },
];

const adSpace = () => {
  const found = mockDb().tables.pageWidgets.find((w) => w.type === 'ads' && w.siteId === '1');
  if (!found) throw new Error('seeded ad space');
  return found;
};

/** Saves the seeded manual block as its editor does: the VO as loaded, its rows as `contentStr`. */
async function saveManualBlock() {
  const found = mockDb().tables.pageWidgets.find((w) => w.type === 'manual' && w.siteId === '1');
  const vo = await pageWidgetApi.get<ManualBlockRow[]>(String(found?.pageWidgetId));
  // Items as loaded hold what the server adds (`logoSrc`) and what a picker may leave (`contentId`).
  const rows = (vo.content ?? []).map((row) => ({
    items: row.items.map((item) => held(item, { contentId: '1' })),
  }));
  return pageWidgetApi.update('manual', {
    ...held(vo, { route: '/x' }),
    contentStr: manualBlockContentStr(rows),
  });
}

const contentRows = (body: unknown) =>
  JSON.parse((body as { contentStr: string }).contentStr) as ManualBlockRow[];

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
    name: 'manual block edit (the VO as loaded)',
    contract: OPS_CONTRACT.PageWidgetEditDTO,
    method: 'PUT',
    path: '/cms/pagewidget',
    save: saveManualBlock,
  },
  {
    name: 'manual block edit: the rows of contentStr',
    contract: OPS_CONTRACT.RowData,
    method: 'PUT',
    path: '/cms/pagewidget',
    save: saveManualBlock,
    part: contentRows,
  },
  {
    name: 'manual block edit: the items of contentStr',
    contract: OPS_CONTRACT.ItemData,
    method: 'PUT',
    path: '/cms/pagewidget',
    save: saveManualBlock,
    part: (body) => contentRows(body).flatMap((row) => row.items),
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
  it.each(voteCases)(
    '$name sends only fields of its body class, and the server takes it',
    expectContractBody,
  );

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
