import type { PageParams } from '@/lib/http';

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

/** Body of `POST|PUT /system/i18n/dict`. */
export type I18nForm = SysI18nDict;

/** The batch editor: every language of one key, saved with `PUT /system/i18n/dict/batch`. */
export interface I18nBatchForm {
  items: SysI18nDict[];
}
