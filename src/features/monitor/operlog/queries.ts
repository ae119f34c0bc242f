import { operlogApi, operlogKeys } from '@/api/monitor/operlog';
import { useListMutation } from '@/components/list';

/** Deletes and the clean-all of the operation log. */
export function useOperlogMutations() {
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => operlogApi.remove(ids),
    invalidate: operlogKeys.all,
    success: 'delete',
  });
  const clean = useListMutation({
    mutationFn: () => operlogApi.clean(),
    invalidate: operlogKeys.all,
  });
  return { remove, clean };
}
