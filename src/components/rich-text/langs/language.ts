/** The codes our TinyMCE language packs are registered under ('en' is TinyMCE's built-in English). */
export type TinyMceLanguage = 'zh_CN' | 'zh_TW' | 'en';

/**
 * TinyMCE's language for the console's current one. Always a registered code, never undefined:
 * tinymce.I18n is global and keeps the last code set, so an English editor must ask for 'en'
 * explicitly after a Chinese one has been open.
 */
export function tinymceLanguage(consoleLanguage: string | undefined): TinyMceLanguage {
  if (!consoleLanguage?.toLowerCase().startsWith('zh')) return 'en';
  return /^zh[-_](tw|hk|mo|hant)/i.test(consoleLanguage) ? 'zh_TW' : 'zh_CN';
}
