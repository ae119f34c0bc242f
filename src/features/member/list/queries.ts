import { useQuery } from '@tanstack/react-query';

import { memberApi, type MemberBody, memberKeys } from '@/api/member/member';
import { securityApi, securityKeys } from '@/api/system/security';
import { useListMutation } from '@/components/list';

/** Writes of the member screen; each refreshes the member lists. */
export function useMemberMutations() {
  const save = useListMutation({
    mutationFn: (body: MemberBody) => (body.memberId ? memberApi.update(body) : memberApi.add(body)),
    invalidate: memberKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => memberApi.remove(ids),
    invalidate: memberKeys.all,
    success: 'delete',
  });
  return { save, remove };
}

/** The active security config's password rules (null when none is active), for new passwords. */
export function usePasswordPolicy(enabled: boolean) {
  return useQuery({ queryKey: securityKeys.extra('current'), queryFn: securityApi.current, enabled });
}

export function useMemberDetail(memberId: string | undefined) {
  return useQuery({
    queryKey: memberKeys.detail(memberId ?? ''),
    queryFn: () => memberApi.get(memberId ?? ''),
    enabled: memberId !== undefined,
  });
}
