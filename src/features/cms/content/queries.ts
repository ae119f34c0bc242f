import { useQuery } from '@tanstack/react-query';

import { pageWidgetApi, pageWidgetKeys } from '@/api/cms/pagewidget';
import { publishPipeApi } from '@/api/cms/publishpipe';
import { useCurrentSite } from '@/stores/current-site';

/** Lists are keyed by site too, so switching sites starts over. */
export { pageWidgetKeys };

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
    queryFn: publishPipeApi.selectData,
  });
  return query.data ?? [];
}
