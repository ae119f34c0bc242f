import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysI18nDict: one translated text of one language (`/system/i18n/dict/*`). */
export interface SysI18nDict {
  /** Absent on `/langKey/{key}` rows for a language that has no stored entry yet. */
  dictId?: string;
  langTag: string;
  langKey: string;
  langValue: string;
}

/** A stored entry, as the list shows it. */
export type I18nEntry = SysI18nDict & { dictId: string };

/** Query of `GET /system/i18n/dict/list` (the export posts the same fields). */
export interface I18nQuery extends PageParams {
  langTag?: string;
  langKey?: string;
  langValue?: string;
}

/** Body of `POST|PUT /system/i18n/dict` and each item of the batch: SysI18nDict has no other field. */
export type I18nBody = SysI18nDict;

const toBody = bodyPicker<I18nBody>()(['dictId', 'langTag', 'langKey', 'langValue']);

export const i18nKeys = createQueryKeys('system/i18n');

/** SysI18nDictController. */
export const i18nApi = {
  listUrl: '/system/i18n/dict/list',
  list: (query: I18nQuery) => http.page<I18nEntry>(i18nApi.listUrl, query),
  get: (dictId: string) => http.get<I18nEntry>(`/system/i18n/dict/${dictId}`),
  /**
   * One row per language of the key; the server adds the missing languages with their current text.
   * Encoded: keys carry dots and may carry other characters.
   */
  byKey: (langKey: string) =>
    http.get<SysI18nDict[]>(`/system/i18n/dict/langKey/${encodeURIComponent(langKey)}`),
  add: (body: I18nBody) => http.post<void>('/system/i18n/dict', toBody(body)),
  update: (body: I18nBody) => http.put<void>('/system/i18n/dict', toBody(body)),
  /** Every language of one key together; rows without `dictId` are created. */
  batch: (items: readonly I18nBody[]) => http.put<void>('/system/i18n/dict/batch', items.map(toBody)),
  remove: (dictIds: readonly (string | number)[]) => http.delete<void>('/system/i18n/dict', dictIds),
  refreshCache: () => http.delete<void>('/system/i18n/dict/refreshCache'),
};
