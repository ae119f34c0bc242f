import { createQueryKeys, useListMutation } from '@/components/list';

import { onlineApi } from './api';

export const onlineKeys = createQueryKeys('monitor/online');

/** The force logout; the list then drops the closed session. */
export function useOnlineMutations() {
  const forceLogout = useListMutation({
    mutationFn: (tokenId: string) => onlineApi.forceLogout(tokenId),
    invalidate: onlineKeys.all,
  });
  return { forceLogout };
}
