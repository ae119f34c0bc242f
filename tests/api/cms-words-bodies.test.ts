import { errorProneWordApi } from '@/api/cms/error-prone-word';
import { hotWordApi } from '@/api/cms/hotword';
import { cmsSearchApi } from '@/api/cms/search';
import { sensitiveWordApi } from '@/api/cms/sensitive-word';
import { tagWordApi } from '@/api/cms/word';
import { dictWordApi } from '@/api/search/dict';
import { searchWordApi } from '@/api/search/word';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/** The body classes of the word module, from the backend contract's body column (docs/endpoints.md). */
const WORDS_CONTRACT = {
  TagWord: [
    ...BASE_ENTITY,
    ...['wordId', 'owner', 'groupId', 'word', 'logo', 'useCount', 'hitCount', 'src', 'sortFlag'],
  ],
  BatchAddTagDTO: ['groupId', 'words'],
  TagWordGroup: [...BASE_ENTITY, 'groupId', 'owner', 'parentId', 'name', 'code', 'sortFlag', 'wordTotal'],
  HotWord: [
    ...BASE_ENTITY,
    ...['wordId', 'owner', 'groupId', 'word', 'url', 'urlTarget', 'useCount', 'hitCount'],
  ],
  HotWordGroup: [...BASE_ENTITY, 'groupId', 'owner', 'name', 'code', 'sortFlag', 'wordTotal'],
  SensitiveWord: [...BASE_ENTITY, 'wordId', 'type', 'word', 'replaceWord'],
  ErrorProneWord: [...BASE_ENTITY, 'wordId', 'word', 'replaceWord'],
  DictWordDTO: ['wordType', 'words'],
  WordAnalyzeDTO: ['type', 'text'],
  SearchWord: [...BASE_ENTITY, 'wordId', 'word', 'topFlag', 'topDate', 'searchTotal', 'source'],
  SearchWordToppingDTO: ['wordIds', 'topEndTime'],
} as const;

/** What a list row carries that no body class declares. */
const LISTED = { useCount: 3, hitCount: 9, src: 'https://x/y.png', createBy: 'admin', id: 'x', label: 'x' };

function tagGroupId(): string {
  return mockDb().tables.tagWordGroups.find((g) => g.siteId === '1')?.groupId ?? '';
}

function hotGroupId(): string {
  return mockDb().tables.hotWordGroups.find((g) => g.owner === '1')?.groupId ?? '';
}

const cases: SaveCase[] = [
  {
    name: 'TAG word add',
    contract: WORDS_CONTRACT.TagWord,
    method: 'POST',
    path: '/word/tagword',
    save: () => tagWordApi.add(held({ groupId: tagGroupId(), word: '新词', sortFlag: 1 }, LISTED)),
  },
  {
    name: 'TAG word edit (moved to another group)',
    contract: WORDS_CONTRACT.TagWord,
    method: 'PUT',
    path: '/word/tagword',
    save: async () => {
      const [row] = (await tagWordApi.list({ groupId: tagGroupId(), pageNum: 1, pageSize: 1 })).rows;
      return tagWordApi.update(held(row ? { ...row, groupId: tagGroupId() } : undefined, LISTED));
    },
  },
  {
    name: 'TAG batch add',
    contract: WORDS_CONTRACT.BatchAddTagDTO,
    method: 'POST',
    path: '/word/tagword/batchAdd',
    save: () => tagWordApi.batchAdd(held({ groupId: tagGroupId(), words: ['甲', '乙'] }, { count: 2 })),
  },
  {
    name: 'TAG group add',
    contract: WORDS_CONTRACT.TagWordGroup,
    method: 'POST',
    path: '/cms/tagword/group',
    save: () => tagWordApi.addGroup(held({ name: '分组', code: 'g1', parentId: tagGroupId() }, LISTED)),
  },
  {
    name: 'TAG group edit',
    contract: WORDS_CONTRACT.TagWordGroup,
    method: 'PUT',
    path: '/word/tagword/group',
    save: () =>
      tagWordApi.updateGroup(held({ groupId: tagGroupId(), name: '默认', code: 'default' }, LISTED)),
  },
  {
    name: 'hot word add',
    contract: WORDS_CONTRACT.HotWord,
    method: 'POST',
    path: '/word/hotword',
    save: () =>
      hotWordApi.add(
        held({ groupId: hotGroupId(), word: '热', url: 'https://a.b/', urlTarget: '_blank' }, LISTED),
      ),
  },
  {
    name: 'hot word edit',
    contract: WORDS_CONTRACT.HotWord,
    method: 'PUT',
    path: '/word/hotword',
    save: async () => {
      const [row] = (await hotWordApi.list({ groupId: hotGroupId(), pageNum: 1, pageSize: 1 })).rows;
      return hotWordApi.update(
        held(row ? { ...row, urlTarget: row.urlTarget ?? '_self' } : undefined, LISTED),
      );
    },
  },
  {
    name: 'hot word group add',
    contract: WORDS_CONTRACT.HotWordGroup,
    method: 'POST',
    path: '/cms/hotword/group',
    save: () => hotWordApi.addGroup(held({ name: '组', code: 'g2', sortFlag: 3 }, LISTED)),
  },
  {
    name: 'hot word group edit',
    contract: WORDS_CONTRACT.HotWordGroup,
    method: 'PUT',
    path: '/word/hotword/group',
    save: () => hotWordApi.updateGroup(held({ groupId: hotGroupId(), name: '组', code: 'g3' }, LISTED)),
  },
  {
    name: 'sensitive word add',
    contract: WORDS_CONTRACT.SensitiveWord,
    method: 'POST',
    path: '/word/sensitiveword',
    save: () => sensitiveWordApi.add(held({ word: '新敏感', type: 'WHITE' as const }, { words: 'x' })),
  },
  {
    name: 'error-prone word add',
    contract: WORDS_CONTRACT.ErrorProneWord,
    method: 'POST',
    path: '/word/errorproneword',
    save: () => errorProneWordApi.add(held({ word: '象征性', replaceWord: '象征性' }, LISTED)),
  },
  {
    name: 'error-prone word edit',
    contract: WORDS_CONTRACT.ErrorProneWord,
    method: 'PUT',
    path: '/word/errorproneword',
    save: async () => {
      const [row] = (await errorProneWordApi.list({ pageNum: 1, pageSize: 1 })).rows;
      return errorProneWordApi.update(held(row, LISTED));
    },
  },
  {
    name: 'search dictionary add',
    contract: WORDS_CONTRACT.DictWordDTO,
    method: 'POST',
    path: '/search/dict',
    save: () => dictWordApi.add(held({ wordType: 'STOP' as const, words: ['之'] }, { wordStr: '之' })),
  },
  {
    name: 'analyzer test',
    contract: WORDS_CONTRACT.WordAnalyzeDTO,
    method: 'POST',
    path: '/search/dict/analyze',
    save: () => dictWordApi.analyze(held({ type: 'ik_max_word', text: '工程咨询' }, { result: 'x' })),
  },
  {
    name: 'search word add',
    contract: WORDS_CONTRACT.SearchWord,
    method: 'POST',
    path: '/cms/search/word',
    save: () => cmsSearchApi.addWord(held({ word: '新查询', searchTotal: 3 }, { topFlag: '0', id: 'x' })),
  },
  {
    name: 'search word edit',
    contract: WORDS_CONTRACT.SearchWord,
    method: 'PUT',
    path: '/search/word',
    save: async () => {
      const [row] = (await cmsSearchApi.words({ pageNum: 1, pageSize: 1 })).rows;
      return searchWordApi.update(
        held(row ? { ...row, searchTotal: Number(row.searchTotal) } : undefined, LISTED),
      );
    },
  },
  {
    name: 'search word topping',
    contract: WORDS_CONTRACT.SearchWordToppingDTO,
    method: 'PUT',
    path: '/search/word/set_top',
    save: async () => {
      const [row] = (await cmsSearchApi.words({ pageNum: 1, pageSize: 1 })).rows;
      return searchWordApi.setTop(
        held({ wordIds: [row?.wordId ?? ''], topEndTime: '2099-01-01 00:00:00' }, LISTED),
      );
    },
  },
];

describe('Words request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
