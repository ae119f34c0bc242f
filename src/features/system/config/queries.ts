import { configApi, type ConfigBody, configKeys } from '@/api/system/config';
import { useListMutation } from '@/components/list';

/** Writes of the parameter screen; each refreshes the config lists. */
export function useConfigMutations() {
  const save = useListMutation({
    mutationFn: (body: ConfigBody) => (body.configId ? configApi.update(body) : configApi.add(body)),
    invalidate: configKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => configApi.remove(ids),
    invalidate: configKeys.all,
    success: 'delete',
  });
  const refreshCache = useListMutation({
    mutationFn: () => configApi.refreshCache(),
    invalidate: configKeys.all,
    success: 'refreshCache',
  });
  return { save, remove, refreshCache };
}
