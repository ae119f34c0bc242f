/**
 * Tables of the words, search, statistics area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this). TAG words live with the CMS
 * tables (the content seed tags contents with them).
 */
import type { BaseEntity } from '../types';
import { seedSearchLogs } from './words-search-seed';

type Id = string;

/** HotWordGroup of one site (`owner` is the site id). */
export interface HotWordGroupRow extends BaseEntity {
  groupId: Id;
  owner: Id;
  name: string;
  code: string;
  sortFlag: number;
}

export interface HotWordRow extends BaseEntity {
  wordId: Id;
  owner: Id;
  groupId: Id;
  word: string;
  url: string;
  /** '_self' | '_blank' */
  urlTarget: string;
  useCount: number;
  hitCount: number;
}

export interface SensitiveWordRow extends BaseEntity {
  wordId: Id;
  /** 'BLACK' (flagged) | 'WHITE' (never flagged) */
  type: string;
  word: string;
  replaceWord?: string;
}

export interface ErrorProneWordRow extends BaseEntity {
  wordId: Id;
  word: string;
  replaceWord: string;
}

/** A word of the search analyzer's dictionary: 'WORD' extension word, 'STOP' stop word. */
export interface DictWordRow extends BaseEntity {
  wordId: Id;
  wordType: string;
  word: string;
}

/** SearchWord: a query's running total on one site (`source` is the site id). */
export interface SearchWordRow extends BaseEntity {
  wordId: Id;
  word: string;
  searchTotal: number;
  /** 0 = not on top, else the time it was set on top (epoch ms). */
  topFlag: number;
  topDate?: string;
  source: Id;
}

export interface SearchLogRow {
  logId: Id;
  word: string;
  userAgent: string;
  ip: string;
  location: string;
  referer: string;
  /** 'PC' | 'Mobile' | 'Pad' */
  clientType: string;
  /** The site id the search ran on. */
  source: Id;
  logTime: string;
}

/** A Baidu Tongji site bound to a CMS site (the statistics config of site 1). */
export interface BaiduSiteRow {
  site_id: string;
  domain: string;
  status: number;
  create_time: string;
  /** The CMS site whose Baidu keys list it. */
  cmsSiteId: Id;
}

export interface WordsTables {
  hotWordGroups: HotWordGroupRow[];
  hotWords: HotWordRow[];
  sensitiveWords: SensitiveWordRow[];
  errorProneWords: ErrorProneWordRow[];
  searchDictWords: DictWordRow[];
  searchWords: SearchWordRow[];
  searchLogs: SearchLogRow[];
  /** Contents deleted from the search index (the index holds a site's published contents but these). */
  searchIndexRemoved: Id[];
  /** The search engine behind the index; `down` makes a rebuild fail as with Elasticsearch unreachable. */
  searchEngine: { down: boolean };
  baiduSites: BaiduSiteRow[];
}

const SEED_TIME = '2025-04-23 10:00:00';
const base = { createBy: 'admin', createTime: SEED_TIME };

let nextId = 500_000;
const id = () => String(nextId++);

function seedHotWords(): Pick<WordsTables, 'hotWordGroups' | 'hotWords'> {
  const hotWordGroups: HotWordGroupRow[] = [];
  const hotWords: HotWordRow[] = [];
  const groups: [Id, string, string, [string, string][]][] = [
    [
      '1',
      '热门搜索',
      'hot_search',
      [
        ['工程咨询', 'https://www.example.com/search?q=工程咨询'],
        ['资信评价', 'https://www.example.com/zxpj/'],
        ['继续教育', 'https://www.example.com/jxjy/'],
      ],
    ],
    [
      '1',
      '正文热词',
      'content_link',
      [
        ['可行性研究', 'https://www.example.com/kxxyj/'],
        ['全过程咨询', 'https://www.example.com/qgczx/'],
      ],
    ],
    ['2', 'Hot words', 'hot', [['consulting', 'https://en.example.com/consulting/']]],
  ];
  groups.forEach(([owner, name, code, words], g) => {
    const group = { ...base, groupId: id(), owner, name, code, sortFlag: g + 1 };
    hotWordGroups.push(group);
    words.forEach(([word, url], i) =>
      hotWords.push({
        ...base,
        wordId: id(),
        owner,
        groupId: group.groupId,
        word,
        url,
        urlTarget: i % 2 ? '_self' : '_blank',
        useCount: 3 - i,
        hitCount: 120 - i * 17,
      }),
    );
  });
  return { hotWordGroups, hotWords };
}

export function seedWordsTables(): WordsTables {
  // Every db gets the same ids.
  nextId = 500_000;
  const { words, logs } = seedSearchLogs();
  return {
    ...seedHotWords(),
    sensitiveWords: [
      ...['赌博', '色情', '反动', '毒品', 'gamble'].map((word) => ({
        ...base,
        wordId: id(),
        type: 'BLACK',
        word,
      })),
      // "赌博史研究" is a history course: the check never flags the 赌博 inside it.
      { ...base, wordId: id(), type: 'WHITE', word: '赌博史研究' },
    ],
    errorProneWords: [
      ['其它', '其他'],
      ['按装', '安装'],
      ['既使', '即使'],
      ['布署', '部署'],
      ['recieve', 'receive'],
    ].map(([word = '', replaceWord = '']) => ({ ...base, wordId: id(), word, replaceWord })),
    searchDictWords: [
      ...['全过程咨询', '资信评价', '工程咨询协会', '可研报告'].map((word) => ({ wordType: 'WORD', word })),
      ...['的', '了', '和'].map((word) => ({ wordType: 'STOP', word })),
    ].map((row) => ({ ...base, wordId: id(), ...row })),
    searchWords: words,
    searchLogs: logs,
    searchIndexRemoved: [],
    searchEngine: { down: false },
    // The demo site's Baidu account has two sites; the other CMS sites have none.
    baiduSites: [
      {
        site_id: '19283746',
        domain: 'www.ecca-demo.cn',
        status: 0,
        create_time: '2024-03-01 09:00:00',
        cmsSiteId: '1',
      },
      {
        site_id: '19283747',
        domain: 'm.ecca-demo.cn',
        status: 0,
        create_time: '2024-03-01 09:00:00',
        cmsSiteId: '1',
      },
    ],
  };
}
