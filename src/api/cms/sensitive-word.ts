import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** BLACK: a sensitive word the content check flags; WHITE: a whitelisted word it never flags. */
export type SensitiveWordType = 'BLACK' | 'WHITE';

/** SensitiveWord as `GET /word/sensitiveword` lists it. */
export interface SensitiveWord {
  wordId: string;
  type: SensitiveWordType;
  word: string;
  replaceWord?: string;
  createBy?: string;
  createTime?: string;
}

export interface SensitiveWordQuery extends PageParams {
  query?: string;
}

/** Body of `POST /word/sensitiveword`. */
export interface SensitiveWordBody {
  type: SensitiveWordType;
  word: string;
}

const toBody = bodyPicker<SensitiveWordBody>()(['type', 'word']);

export const sensitiveWordKeys = createQueryKeys('word/sensitiveword');

/** SensitiveWordController (the content editor's check call is typed with the editor). */
export const sensitiveWordApi = {
  list: (query: SensitiveWordQuery) => http.page<SensitiveWord>('/word/sensitiveword', query),
  add: (body: SensitiveWordBody) => http.post<void>('/word/sensitiveword', toBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/word/sensitiveword', wordIds),
};
