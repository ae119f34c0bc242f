import { useQuery } from '@tanstack/react-query';

import { createQueryKeys } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { contentApi, pageWidgetApi } from './api';

/** Lists are keyed by site too, so switching sites starts over. */
export const contentKeys = createQueryKeys('cms/content');
export const recycleKeys = createQueryKeys('cms/content/recycle');
export const pageWidgetKeys = createQueryKeys('cms/pagewidget');

export function useSiteVersion(): string {
  return useCurrentSite((s) => s.site?.siteId ?? '');
}

export function useContentTypes() {
  const siteId = useSiteVersion();
  const query = useQuery({
    queryKey: contentKeys.extra('types', siteId),
    queryFn: contentApi.contentTypes,
    staleTime: Infinity,
  });
  const types = query.data ?? [];
  return {
    types,
    nameOf: (id: string) => types.find((t) => t.id === id)?.name ?? id,
  };
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
