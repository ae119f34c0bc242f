import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SearchDictWordType: 'WORD' extension word, 'STOP' stop word. */
export type DictWordType = 'WORD' | 'STOP';

/** DictWord as `GET /search/dict` lists it. */
export interface DictWord {
  wordId: string;
  wordType: DictWordType;
  word: string;
  createBy?: string;
  createTime?: string;
}

export interface DictWordQuery extends PageParams {
  query?: string;
}

/** Body of `POST /search/dict` (DictWordDTO): several words of one type. */
export interface DictWordBody {
  wordType: DictWordType;
  words: string[];
}

/** Body of `POST /search/dict/analyze` (WordAnalyzeDTO); `type` is a WordAnalyzeType (ik_smart, ik_max_word). */
export interface AnalyzeBody {
  type: string;
  text: string;
}

const toBody = bodyPicker<DictWordBody>()(['wordType', 'words']);
const toAnalyzeBody = bodyPicker<AnalyzeBody>()(['type', 'text']);

/**
 * The analyzer's answer: `token/type` pairs joined by ", " (docs/backend-contract.md, "Search
 * analyzer test"), e.g. "工程/CN_WORD, 咨询/CN_WORD" → ["工程", "咨询"].
 */
export function analyzedTokens(result: string): string[] {
  return result
    .split(', ')
    .map((pair) => (pair.includes('/') ? pair.slice(0, pair.lastIndexOf('/')) : pair))
    .filter((token) => token.length > 0);
}

export const dictWordKeys = createQueryKeys('search/dict');

/** DictWordController: the search analyzer's extension and stop words (global, not per site). */
export const dictWordApi = {
  list: (query: DictWordQuery) => http.page<DictWord>('/search/dict', query),
  add: (body: DictWordBody) => http.post<void>('/search/dict', toBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/search/dict', wordIds),
  analyze: (body: AnalyzeBody) => http.post<string>('/search/dict/analyze', toAnalyzeBody(body)),
};
