import { useQuery } from '@tanstack/react-query';

import { cacheApi, cacheKeys } from '@/api/monitor/cache';
import { useListMutation } from '@/components/list';

export const useCacheInfo = () => useQuery({ queryKey: cacheKeys.extra('info'), queryFn: cacheApi.info });

export const useCacheNames = () => useQuery({ queryKey: cacheKeys.extra('names'), queryFn: cacheApi.names });

export function useCacheKeys(monitoredId: string | undefined) {
  return useQuery({
    queryKey: cacheKeys.extra('keys', monitoredId),
    queryFn: () => cacheApi.keys(monitoredId ?? ''),
    enabled: !!monitoredId,
  });
}

export function useCacheValue(monitoredId: string | undefined, cacheKey: string | undefined) {
  return useQuery({
    queryKey: cacheKeys.extra('value', monitoredId, cacheKey),
    queryFn: () => cacheApi.value(monitoredId ?? '', cacheKey ?? ''),
    enabled: !!monitoredId && !!cacheKey,
  });
}

/** The three clears; each refreshes every cache view (names, keys, values, the INFO key count). */
/** Name and key clears name what they cleared, so their toasts are the caller's. */
export function useCacheClears(allClearedText: string) {
  const clearName = useListMutation({
    mutationFn: (cache: { monitoredId: string; cacheName?: string }) => cacheApi.clearName(cache.monitoredId),
    invalidate: cacheKeys.all,
    success: false,
  });
  const clearKey = useListMutation({
    mutationFn: (v: { monitoredId: string; cacheKey: string }) =>
      cacheApi.clearKey(v.monitoredId, v.cacheKey),
    invalidate: cacheKeys.all,
    success: false,
  });
  const clearAll = useListMutation({
    mutationFn: () => cacheApi.clearAll(),
    invalidate: cacheKeys.all,
    success: { text: allClearedText },
  });
  return { clearName, clearKey, clearAll };
}
