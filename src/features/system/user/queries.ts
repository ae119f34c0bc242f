import { useQuery } from '@tanstack/react-query';

import { securityApi, securityKeys } from '@/api/system/security';
import { userApi, type UserBody, userKeys } from '@/api/system/user';
import { useListMutation } from '@/components/list';

/** Writes of the user screen; each refreshes the user lists. */
export function useUserMutations() {
  const save = useListMutation({
    mutationFn: (body: UserBody) => (body.userId ? userApi.update(body) : userApi.add(body)),
    invalidate: userKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => userApi.remove(ids),
    invalidate: userKeys.all,
    success: 'delete',
  });
  const resetPwd = useListMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      userApi.resetPwd(userId, password),
    invalidate: userKeys.lists(),
    // The dialog names the new password, as the Vue console did.
    success: false,
  });
  const authRole = useListMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
      userApi.saveAuthRole(userId, roleIds),
    invalidate: userKeys.all,
  });
  return { save, remove, resetPwd, authRole };
}

/** The department tree of the filter and of the form (one request for both). */
export function useDeptTree() {
  return useQuery({ queryKey: userKeys.extra('deptTree'), queryFn: userApi.deptTree });
}

/** The active password policy, to check a new password before the server does. */
export function usePasswordConfig(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.extra('current'),
    queryFn: securityApi.current,
    enabled,
  });
}
