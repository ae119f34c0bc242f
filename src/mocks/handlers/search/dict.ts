/**
 * DictWordController: the analyzer's extension and stop words (global) and the analyze test, which
 * answers `token/type` pairs joined by ", " like the Elasticsearch IK analyzer behind the server.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { idList, stampCreate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { MockDb } from '../../db';
import { matchingQuery } from '../word/word-crud';

/** Words IK knows without the extension dictionary (enough for the screen's examples). */
const LEXICON = [
  '工程',
  '咨询',
  '工程咨询',
  '协会',
  '研究',
  '可行性',
  '报告',
  '评价',
  '资信',
  '投资',
  '全过程',
  '培训',
  '会员',
  '单位',
  '中国',
  '浙江',
];

function tokens(db: MockDb, text: string, maxWord: boolean): string[] {
  const dict = db.tables.searchDictWords;
  const words = new Set([...LEXICON, ...dict.filter((w) => w.wordType === 'WORD').map((w) => w.word)]);
  const stop = new Set(dict.filter((w) => w.wordType === 'STOP').map((w) => w.word));
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const latin = /^[A-Za-z0-9]+/.exec(text.slice(i));
    if (latin) {
      out.push(`${latin[0].toLowerCase()}/${/^\d+$/.test(latin[0]) ? 'ARABIC' : 'ENGLISH'}`);
      i += latin[0].length;
      continue;
    }
    if (!/\p{Script=Han}/u.test(text.charAt(i))) {
      i += 1;
      continue;
    }
    // Longest dictionary word here; ik_max_word also gives the shorter ones inside it.
    const found = [...words].filter((w) => text.startsWith(w, i)).sort((a, b) => b.length - a.length);
    const longest = found[0] ?? text.charAt(i);
    const picked = maxWord && found.length > 1 ? found : [longest];
    for (const w of picked) if (!stop.has(w)) out.push(`${w}/${found.length ? 'CN_WORD' : 'CN_CHAR'}`);
    i += longest.length;
  }
  return out;
}

export function searchDictHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/search/dict', (c) => c.page(matchingQuery(c, [...c.db.tables.searchDictWords].reverse()))),
    route.post('/search/dict', async (c) => {
      const body = await c.body<{ wordType?: unknown; words?: unknown }>();
      const words = Array.isArray(body.words) ? body.words.map((w) => String(w).trim()).filter(Boolean) : [];
      c.validate((v) => [v.notBlank(body.wordType), v.notEmpty(words)]);
      const wordType = String(body.wordType);
      const clash = words.find((w) =>
        c.db.tables.searchDictWords.some((d) => d.word === w && d.wordType === wordType),
      );
      if (clash) c.error('ERRCODE.SEARCH.DICT_WORD_EXISTS', clash);
      for (const word of new Set(words))
        c.db.tables.searchDictWords.push(stampCreate(c, { wordId: c.db.nextId(), wordType, word }));
    }),
    route.delete('/search/dict', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dictWordIds');
      c.db.tables.searchDictWords = c.db.tables.searchDictWords.filter((w) => !ids.includes(w.wordId));
    }),
    route.post('/search/dict/analyze', { public: true }, async (c) => {
      const body = await c.body<{ type?: unknown; text?: unknown }>();
      const type = String(body.type ?? '');
      if (type !== 'ik_smart' && type !== 'ik_max_word') c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'type');
      return ok(tokens(c.db, String(body.text ?? ''), type === 'ik_max_word').join(', '));
    }),
  ];
}
