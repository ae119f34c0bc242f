import { createQueryKeys, useListMutation } from '@/components/list';

import { configApi } from './api';
import type { ConfigForm } from './types';

export const configKeys = createQueryKeys('system/config');

/** Writes of the parameter screen; each refreshes the config lists. */
export function useConfigMutations() {
  const save = useListMutation({
    mutationFn: (body: ConfigForm) => (body.configId ? configApi.update(body) : configApi.add(body)),
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
