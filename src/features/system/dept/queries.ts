import { useQuery } from '@tanstack/react-query';

import { createQueryKeys, useListMutation } from '@/components/list';

import { deptApi } from './api';
import type { DeptForm } from './types';

export const deptKeys = createQueryKeys('system/dept');

/** Every department (unfiltered), for the parent picker; under `deptKeys.all`, so writes refresh it. */
export function useAllDepts(enabled: boolean) {
  return useQuery({ queryKey: deptKeys.extra('all'), queryFn: () => deptApi.list({}), enabled });
}

/** Writes of the department screen; each refreshes the department lists. */
export function useDeptMutations() {
  const save = useListMutation({
    mutationFn: (body: DeptForm) => (body.deptId ? deptApi.update(body) : deptApi.add(body)),
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
