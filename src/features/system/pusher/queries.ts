import { useQuery } from '@tanstack/react-query';

import { pusherApi, type PusherConfigBody, pusherKeys } from '@/api/system/pusher';
import { useListMutation } from '@/components/list';

/** The pusher types the server offers, with the settings each reads. */
export function usePusherTypes() {
  return useQuery({ queryKey: pusherKeys.extra('types'), queryFn: pusherApi.types, staleTime: Infinity });
}

export function usePusherMutations() {
  const save = useListMutation({
    mutationFn: (body: PusherConfigBody) => (body.configId ? pusherApi.update(body) : pusherApi.add(body)),
    invalidate: pusherKeys.all,
    success: false,
  });
  const changeStatus = useListMutation({
    mutationFn: ({ configId, status }: { configId: string; status: string }) =>
      pusherApi.changeStatus(configId, status),
    invalidate: pusherKeys.all,
    success: 'edit',
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => pusherApi.remove(ids),
    invalidate: pusherKeys.all,
    success: 'delete',
  });
  return { save, changeStatus, remove };
}
