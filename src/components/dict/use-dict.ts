import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { dictDataApi } from '@/api/system/dict';

/** One entry of `GET /system/dict/data/type/{type}` (SysDictData, the fields screens use). */
export interface DictItem {
  dictCode?: string;
  dictLabel: string;
  dictValue: string;
  dictSort?: number;
  /** default | primary | success | info | warning | danger (or empty): the tag style. */
  listClass?: string;
  cssClass?: string;
  isDefault?: string;
}

/** What a select/radio needs, plus the tag style. */
export interface DictEntry {
  label: string;
  value: string;
  listClass?: string;
  cssClass?: string;
  isDefault: boolean;
}

const ROOT = 'dict';

/** Query key of one dictionary; without a type, of all of them (for invalidation). */
export function dictKey(type?: string, locale?: string) {
  if (type === undefined) return [ROOT] as const;
  return locale === undefined ? ([ROOT, type] as const) : ([ROOT, type, locale] as const);
}

export function fetchDict(type: string): Promise<DictItem[]> {
  return dictDataApi.byType(type);
}

function toEntries(items: readonly DictItem[] | undefined): DictEntry[] {
  return (items ?? []).map((item) => ({
    label: item.dictLabel,
    value: item.dictValue,
    listClass: item.listClass,
    cssClass: item.cssClass,
    isDefault: item.isDefault === 'Y',
  }));
}

function dictQuery(type: string, locale: string) {
  // Labels are translated by the server per Accept-Language, so the language is part of the key.
  return { queryKey: dictKey(type, locale), queryFn: () => fetchDict(type), staleTime: Infinity };
}

/**
 * A dictionary's entries, fetched once per type and language and shared by every screen (the Vue
 * console's dict store). Dictionary edits call `invalidateDict` so the next reader refetches.
 */
export function useDict(type: string): { options: DictEntry[]; isLoading: boolean } {
  const { i18n } = useTranslation();
  const query = useQuery(dictQuery(type, i18n.language));
  return { options: toEntries(query.data), isLoading: query.isPending };
}

/** Several dictionaries at once: `const [status, yesNo] = useDicts('EnableOrDisable', 'YesOrNo')`. */
export function useDicts(...types: string[]): DictEntry[][] {
  const { i18n } = useTranslation();
  const results = useQueries({ queries: types.map((type) => dictQuery(type, i18n.language)) });
  return results.map((r) => toEntries(r.data));
}

/** Drops the cached entries of one dictionary (after its data changed) or of all (refresh cache). */
export function invalidateDict(queryClient: QueryClient, type?: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dictKey(type) });
}
