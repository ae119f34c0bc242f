import { roleApi, type RoleBody, roleKeys, roleUserKeys } from '@/api/system/role';
import { useListMutation } from '@/components/list';

/** Writes of the role list; each refreshes the role lists. */
export function useRoleMutations() {
  const save = useListMutation({
    mutationFn: (body: RoleBody) => (body.roleId ? roleApi.update(body) : roleApi.add(body)),
    invalidate: roleKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => roleApi.remove(ids),
    invalidate: roleKeys.all,
    success: 'delete',
  });
  const changeStatus = useListMutation({
    mutationFn: ({ roleId, status }: { roleId: string; status: string }) =>
      roleApi.changeStatus(roleId, status),
    invalidate: roleKeys.all,
  });
  return { save, remove, changeStatus };
}

/** Grant and cancel of the users of one role. */
export function useRoleUserMutations(roleId: string) {
  const grant = useListMutation({
    mutationFn: (userIds: string[]) => roleApi.grantUsers(roleId, userIds),
    invalidate: roleUserKeys.all,
  });
  const cancel = useListMutation({
    mutationFn: (userIds: (string | number)[]) => roleApi.cancelUsers(roleId, userIds),
    invalidate: roleUserKeys.all,
  });
  return { grant, cancel };
}
