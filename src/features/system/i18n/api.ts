import { http } from '@/lib/http';

import type { I18nEntry, I18nForm, I18nQuery, SysI18nDict } from './types';

/** Typed calls of SysI18nDictController (endpoints.tsv). */
export const i18nApi = {
  listUrl: '/system/i18n/dict/list',
  list: (query: I18nQuery) => http.page<I18nEntry>('/system/i18n/dict/list', query),
  get: (dictId: string) => http.get<I18nEntry>(`/system/i18n/dict/${dictId}`),
  /** One row per language of the key (encoded: keys carry dots and may carry other characters). */
  byKey: (langKey: string) =>
    http.get<SysI18nDict[]>(`/system/i18n/dict/langKey/${encodeURIComponent(langKey)}`),
  add: (body: I18nForm) => http.post<void>('/system/i18n/dict', body),
  update: (body: I18nForm) => http.put<void>('/system/i18n/dict', body),
  batch: (items: readonly SysI18nDict[]) => http.put<void>('/system/i18n/dict/batch', items),
  remove: (dictIds: readonly (string | number)[]) => http.delete<void>('/system/i18n/dict', dictIds),
  refreshCache: () => http.delete<void>('/system/i18n/dict/refreshCache'),
};
