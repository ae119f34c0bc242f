import { asyncTaskApi, asyncTaskKeys } from '@/api/monitor/async';
import { useListMutation } from '@/components/list';

/** Stop and remove; both refresh the list and any open progress dialog (same key scope). */
export function useAsyncTaskMutations() {
  const stop = useListMutation({
    mutationFn: (ids: string[]) => asyncTaskApi.stop(ids),
    invalidate: asyncTaskKeys.all,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => asyncTaskApi.remove(ids.map(String)),
    invalidate: asyncTaskKeys.all,
    success: 'delete',
  });
  return { stop, remove };
}
