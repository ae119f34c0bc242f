import { GlobalOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { authApi, authKeys } from '@/api/common/auth';
import type { LanguageOption } from '@/lib/auth/types';
import { currentLocale, isLocale, storeLocale, SUPPORTED_LOCALES } from '@/lib/i18n';

const FALLBACK_LABELS: Record<string, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/**
 * Language choice on the sign-in page: options from the server, applied by storing and reloading.
 * Plain buttons rather than a select: the sign-in page must stay light (see the bundle budget).
 */
export function LanguagePicker() {
  const { t } = useTranslation('auth');
  const { data } = useQuery({
    queryKey: authKeys.extra('languages'),
    queryFn: authApi.languageOptions,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const source: LanguageOption[] =
    data ?? SUPPORTED_LOCALES.map((value) => ({ value, label: FALLBACK_LABELS[value] ?? value }));
  const active = currentLocale();
  return (
    <nav className="language-picker" aria-label={t('login.language')}>
      <GlobalOutlined aria-hidden />
      {source
        .filter((o) => isLocale(o.value))
        .map((o) => (
          <button
            key={o.value}
            type="button"
            lang={o.value}
            aria-current={o.value === active ? 'true' : undefined}
            className={o.value === active ? 'active' : undefined}
            onClick={() => {
              if (!isLocale(o.value) || o.value === active) return;
              storeLocale(o.value);
              window.location.reload();
            }}
          >
            {o.label}
          </button>
        ))}
    </nav>
  );
}
