import { useQuery } from '@tanstack/react-query';

import { useCurrentSiteId } from '@/components/cms/catalog-tree';
import { createQueryKeys } from '@/components/list';

import { catalogApi } from './api';

export const catalogKeys = createQueryKeys('cms/catalog');

const STATIC = { staleTime: Infinity } as const;

export function useCatalogTypes() {
  return useQuery({
    queryKey: catalogKeys.extra('catalogTypes'),
    queryFn: catalogApi.catalogTypes,
    ...STATIC,
  });
}

export function useContentTypes() {
  return useQuery({
    queryKey: catalogKeys.extra('contentTypes'),
    queryFn: catalogApi.contentTypes,
    ...STATIC,
  });
}

export function usePathRules() {
  return useQuery({ queryKey: catalogKeys.extra('pathRules'), queryFn: catalogApi.pathRules, ...STATIC });
}

/** Option lists that belong to the current site. */
export function useSiteOptions() {
  const siteId = useCurrentSiteId() ?? '';
  const pipes = useQuery({
    queryKey: catalogKeys.extra('publishPipes', siteId),
    queryFn: catalogApi.publishPipes,
  });
  const exModels = useQuery({
    queryKey: catalogKeys.extra('exModels', siteId),
    queryFn: catalogApi.exModelOptions,
  });
  const hotWordGroups = useQuery({
    queryKey: catalogKeys.extra('hotWordGroups', siteId),
    queryFn: catalogApi.hotWordGroups,
  });
  return { pipes, exModels, hotWordGroups };
}
