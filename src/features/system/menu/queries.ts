import { useQuery } from '@tanstack/react-query';

import { menuApi, type MenuBody, menuKeys } from '@/api/system/menu';
import { useListMutation } from '@/components/list';

/** The parent options of the dialog; under `menuKeys.all`, so every write refreshes it too. */
export function useMenuTreeSelect(enabled: boolean) {
  return useQuery({ queryKey: menuKeys.extra('treeselect'), queryFn: menuApi.treeSelect, enabled });
}

/** Writes of the menu screen; each refreshes the menu list and the parent tree. */
export function useMenuMutations() {
  const save = useListMutation({
    mutationFn: (body: MenuBody) => (body.menuId ? menuApi.update(body) : menuApi.add(body)),
    invalidate: menuKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (menuId: string | number) => menuApi.remove(menuId),
    invalidate: menuKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
