import type { SysI18nDict } from '@/api/system/i18n';

/** The batch editor: every language of one key, saved with `PUT /system/i18n/dict/batch`. */
export interface I18nBatchForm {
  items: SysI18nDict[];
}
