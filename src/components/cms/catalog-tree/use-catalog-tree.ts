import { useQuery } from '@tanstack/react-query';

import { createQueryKeys } from '@/components/list/query-keys';
import { getCurrentSiteId } from '@/lib/auth/current-site';
import { useCurrentSite } from '@/stores/current-site';

import { catalogTreeApi } from './api';

/** `catalogTreeKeys.all` — invalidate after a catalog is added, moved, sorted or deleted. */
export const catalogTreeKeys = createQueryKeys('cms/catalogTree');

/** The current site id (the store once the shell read it, else the stored header value). */
export function useCurrentSiteId(): string | undefined {
  const fromStore = useCurrentSite((s) => s.site?.siteId);
  return fromStore ?? getCurrentSiteId();
}

/** The current site's catalog tree (`GET /cms/catalog/treeData`), cached per site and link mode. */
export function useCatalogTree(options: { disableLink?: boolean } = {}) {
  const siteId = useCurrentSiteId();
  const disableLink = options.disableLink ?? false;
  return useQuery({
    queryKey: catalogTreeKeys.extra('tree', siteId ?? '', disableLink),
    queryFn: () => catalogTreeApi.treeData(disableLink),
  });
}
