import { useQuery } from '@tanstack/react-query';

import { catalogApi, catalogKeys } from '@/api/cms/catalog';
import { coreApi, coreKeys } from '@/api/cms/core';
import { useCurrentSiteId } from '@/components/cms/catalog-tree';

import { catalogExtrasApi } from './api';

const STATIC = { staleTime: Infinity } as const;

export function useCatalogTypes() {
  return useQuery({ queryKey: catalogKeys.catalogTypes(), queryFn: catalogApi.catalogTypes, ...STATIC });
}

export function usePathRules() {
  return useQuery({
    queryKey: coreKeys.extra('contentPathRules'),
    queryFn: coreApi.contentPathRules,
    ...STATIC,
  });
}

/** Option lists that belong to the current site. */
export function useSiteOptions() {
  const siteId = useCurrentSiteId() ?? '';
  const exModels = useQuery({
    queryKey: catalogKeys.extra('exModels', siteId),
    queryFn: catalogExtrasApi.exModelOptions,
  });
  const hotWordGroups = useQuery({
    queryKey: catalogKeys.extra('hotWordGroups', siteId),
    queryFn: catalogExtrasApi.hotWordGroups,
  });
  return { exModels, hotWordGroups };
}
