import { onlineApi, onlineKeys } from '@/api/monitor/online';
import { useListMutation } from '@/components/list';

/** The force logout; the list then drops the closed session. */
export function useOnlineMutations() {
  const forceLogout = useListMutation({
    mutationFn: (tokenId: string) => onlineApi.forceLogout(tokenId),
    invalidate: onlineKeys.all,
  });
  return { forceLogout };
}
