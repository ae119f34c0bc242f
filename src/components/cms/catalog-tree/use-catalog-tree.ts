import { useQuery } from '@tanstack/react-query';

import { catalogTreeKeys } from '@/api/cms/catalog';
import { getCurrentSiteId } from '@/lib/auth/current-site';
import { useCurrentSite } from '@/stores/current-site';

import { loadCatalogTree } from './tree-data';

/** `catalogTreeKeys.all` (src/api/cms/catalog.ts): invalidate after a catalog is added, moved, sorted or deleted. */
export { catalogTreeKeys };

/** The current site id (the store once the shell read it, else the stored header value). */
export function useCurrentSiteId(): string | undefined {
  const fromStore = useCurrentSite((s) => s.site?.siteId);
  return fromStore ?? getCurrentSiteId();
}

/**
 * The current site's catalog tree (`GET /cms/catalog/treeData`), cached per site and link mode.
 * `enabled: false` holds the request (a picker not opened yet).
 */
export function useCatalogTree(options: { disableLink?: boolean; enabled?: boolean } = {}) {
  const siteId = useCurrentSiteId();
  const disableLink = options.disableLink ?? false;
  return useQuery({
    queryKey: catalogTreeKeys.extra('tree', siteId ?? '', disableLink),
    queryFn: () => loadCatalogTree(disableLink),
    enabled: options.enabled ?? true,
  });
}
