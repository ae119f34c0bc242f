import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** ErrorProneWord as `GET /word/errorproneword` lists it: a common misspelling and its correction. */
export interface ErrorProneWord {
  wordId: string;
  word: string;
  replaceWord: string;
  createBy?: string;
  createTime?: string;
}

export interface ErrorProneWordQuery extends PageParams {
  query?: string;
}

/** Body of `POST|PUT /word/errorproneword`. */
export interface ErrorProneWordBody {
  wordId?: string;
  word: string;
  replaceWord: string;
}

const toBody = bodyPicker<ErrorProneWordBody>()(['wordId', 'word', 'replaceWord']);

export const errorProneWordKeys = createQueryKeys('word/errorproneword');

/** ErrorProneWordController (the content editor's check call is typed with the editor). */
export const errorProneWordApi = {
  list: (query: ErrorProneWordQuery) => http.page<ErrorProneWord>('/word/errorproneword', query),
  add: (body: ErrorProneWordBody) => http.post<void>('/word/errorproneword', toBody(body)),
  update: (body: ErrorProneWordBody) => http.put<void>('/word/errorproneword', toBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/word/errorproneword', wordIds),
};
