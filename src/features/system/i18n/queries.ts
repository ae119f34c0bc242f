import { i18nApi, type I18nBody, i18nKeys, type SysI18nDict } from '@/api/system/i18n';
import { useListMutation } from '@/components/list';

/** Writes of the i18n screen; each refreshes the entry lists. */
export function useI18nMutations() {
  const save = useListMutation({
    mutationFn: (body: I18nBody) => (body.dictId ? i18nApi.update(body) : i18nApi.add(body)),
    invalidate: i18nKeys.all,
    // The dialogs say "added"/"saved".
    success: false,
  });
  const batch = useListMutation({
    mutationFn: (items: SysI18nDict[]) => i18nApi.batch(items),
    invalidate: i18nKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => i18nApi.remove(ids),
    invalidate: i18nKeys.all,
    success: 'delete',
  });
  const refreshCache = useListMutation({
    mutationFn: () => i18nApi.refreshCache(),
    invalidate: i18nKeys.all,
    success: 'refreshCache',
  });
  return { save, batch, remove, refreshCache };
}
