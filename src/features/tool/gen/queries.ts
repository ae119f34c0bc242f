import { useQuery } from '@tanstack/react-query';

import { dictTypeApi, dictTypeKeys } from '@/api/system/dict';
import { menuApi, menuKeys } from '@/api/system/menu';
import { genApi, genKeys, type GenTableUpdate } from '@/api/tool/gen';
import { useListMutation } from '@/components/list';

export function useGenDetail(tableId: string) {
  return useQuery({ queryKey: genKeys.detail(tableId), queryFn: () => genApi.get(tableId) });
}

/** Dictionary types for the column grid and the menu tree for "parent menu" (edit page). */
export function useGenEditOptions() {
  const dictTypes = useQuery({ queryKey: dictTypeKeys.extra('options'), queryFn: dictTypeApi.options });
  const menus = useQuery({ queryKey: menuKeys.extra('all'), queryFn: () => menuApi.list({}) });
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
