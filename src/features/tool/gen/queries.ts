import { useQuery } from '@tanstack/react-query';

import { createQueryKeys, useListMutation } from '@/components/list';

import { genApi } from './api';
import type { GenTableUpdate } from './types';

export const genKeys = createQueryKeys('tool/gen');

export function useGenDetail(tableId: string) {
  return useQuery({ queryKey: genKeys.detail(tableId), queryFn: () => genApi.get(tableId) });
}

/** Dictionary types for the column grid and the menu tree for "parent menu" (edit page). */
export function useGenEditOptions() {
  const dictTypes = useQuery({ queryKey: genKeys.extra('dictTypes'), queryFn: genApi.dictTypes });
  const menus = useQuery({ queryKey: genKeys.extra('menus'), queryFn: genApi.menus });
  return { dictTypes: dictTypes.data ?? [], menus: menus.data ?? [] };
}

export function useGenMutations() {
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => genApi.remove(ids),
    invalidate: genKeys.all,
    success: 'delete',
  });
  const synchDb = useListMutation({ mutationFn: genApi.synchDb, invalidate: genKeys.all, success: false });
  const importTables = useListMutation({
    mutationFn: (tables: string[]) => genApi.importTables(tables),
    invalidate: genKeys.all,
    success: false,
  });
  const update = useListMutation({
    mutationFn: (body: GenTableUpdate) => genApi.update(body),
    invalidate: genKeys.all,
    success: 'edit',
  });
  const genCode = useListMutation({ mutationFn: genApi.genCode, invalidate: genKeys.all, success: false });
  return { remove, synchDb, importTables, update, genCode };
}
