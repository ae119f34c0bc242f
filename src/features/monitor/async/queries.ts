import { asyncTaskKeys } from '@/components/async-task';
import { useListMutation } from '@/components/list';

import { asyncApi } from './api';

/** Stop and remove; both refresh the list and any open progress dialog (same key scope). */
export function useAsyncTaskMutations() {
  const stop = useListMutation({
    mutationFn: (ids: string[]) => asyncApi.stop(ids),
    invalidate: asyncTaskKeys.all,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => asyncApi.remove(ids.map(String)),
    invalidate: asyncTaskKeys.all,
    success: 'delete',
  });
  return { stop, remove };
}
