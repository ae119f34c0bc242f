import type { I18nEntry } from '@/api/system/i18n';
import type { ListColumn } from '@/components/list';

type T = (key: 'langTag' | 'langKey' | 'langValue') => string;

export function i18nColumns(t: T): ListColumn<I18nEntry>[] {
  return [
    { key: 'langTag', dataIndex: 'langTag', title: t('langTag'), width: 120 },
    { key: 'langKey', dataIndex: 'langKey', title: t('langKey'), ellipsis: true },
    { key: 'langValue', dataIndex: 'langValue', title: t('langValue'), ellipsis: true },
  ];
}
