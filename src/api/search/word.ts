import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SearchWord: a query's running total on a site; topped words (`topFlag` > 0) until `topDate`. */
export interface SearchWord {
  wordId: string;
  word: string;
  searchTotal: number | string;
  /** 0 or the time it was set on top (a Long, so a string). */
  topFlag: number | string;
  topDate?: string;
  source?: string;
  createBy?: string;
  createTime?: string;
}

/** Body of `POST /cms/search/word` and `PUT /search/word` (SearchWord): the fields the console writes. */
export interface SearchWordBody {
  wordId?: string;
  word: string;
  searchTotal: number;
}

/** Body of `PUT /search/word/set_top` (SearchWordToppingDTO). */
export interface SearchWordTopBody {
  wordIds: string[];
  /** "yyyy-MM-dd HH:mm:ss", in the future. */
  topEndTime: string;
}

/** `GET /search/word/trend`: the hours of the range and the searches per hour. */
export interface SearchWordTrend {
  xAxisDatas: string[];
  lineDatas: Record<string, number[]>;
}

export const toSearchWordBody = bodyPicker<SearchWordBody>()(['wordId', 'word', 'searchTotal']);
const toTopBody = bodyPicker<SearchWordTopBody>()(['wordIds', 'topEndTime']);

export const searchWordKeys = createQueryKeys('search/word');

/** SearchWordController (the site's list and add are CMSSearchWordStatController's, in api/cms/search). */
export const searchWordApi = {
  update: (body: SearchWordBody) => http.put<void>('/search/word', toSearchWordBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/search/word', wordIds),
  setTop: (body: SearchWordTopBody) => http.put<void>('/search/word/set_top', toTopBody(body)),
  cancelTop: (wordIds: readonly string[]) => http.put<void>('/search/word/cancel_top', wordIds),
  trend: (params: { wordId: string; beginTime: string; endTime: string }) =>
    http.get<SearchWordTrend>('/search/word/trend', params),
};
