import { useQuery } from '@tanstack/react-query';

import { createQueryKeys } from '@/api/query-keys';
import { useCurrentSite } from '@/stores/current-site';

import { pageWidgetApi } from './api';

/** Lists are keyed by site too, so switching sites starts over. */
export const pageWidgetKeys = createQueryKeys('cms/pagewidget');

export function useSiteVersion(): string {
  return useCurrentSite((s) => s.site?.siteId ?? '');
}

export function usePageWidgetTypes() {
  const query = useQuery({
    queryKey: pageWidgetKeys.extra('types'),
    queryFn: pageWidgetApi.types,
    staleTime: Infinity,
  });
  return query.data ?? [];
}

export function usePublishPipes() {
  const siteId = useSiteVersion();
  const query = useQuery({
    queryKey: pageWidgetKeys.extra('pipes', siteId),
    queryFn: pageWidgetApi.publishPipes,
  });
  return query.data ?? [];
}
