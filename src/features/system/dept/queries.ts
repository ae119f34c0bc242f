import { useQuery } from '@tanstack/react-query';

import { deptApi, type DeptBody, deptKeys } from '@/api/system/dept';
import { useListMutation } from '@/components/list';

/** Every department (unfiltered), for the parent picker; under `deptKeys.all`, so writes refresh it. */
export function useAllDepts(enabled: boolean) {
  return useQuery({ queryKey: deptKeys.extra('all'), queryFn: () => deptApi.list({}), enabled });
}

/** Writes of the department screen; each refreshes the department lists. */
export function useDeptMutations() {
  const save = useListMutation({
    mutationFn: (body: DeptBody) => (body.deptId ? deptApi.update(body) : deptApi.add(body)),
    invalidate: deptKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (deptId: string | number) => deptApi.remove(deptId),
    invalidate: deptKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
