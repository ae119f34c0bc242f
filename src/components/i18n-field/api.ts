import { http } from '@/lib/http';

/** SysI18nDict: the text of one key in one language; `dictId` is absent for a language not stored yet. */
export interface I18nText {
  dictId?: string;
  langTag: string;
  langKey: string;
  langValue: string;
}

export const i18nFieldApi = {
  /** Every language of the key (the server adds the missing ones with their current text). */
  byKey: (langKey: string) =>
    http.get<I18nText[]>(`/system/i18n/dict/langKey/${encodeURIComponent(langKey)}`),
  /** Saves them together; rows without `dictId` are created. */
  save: (items: readonly I18nText[]) => http.put<void>('/system/i18n/dict/batch', items),
};

export const i18nFieldKeys = {
  key: (langKey: string) => ['system/i18n', 'langKey', langKey] as const,
};
