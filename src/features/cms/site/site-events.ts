import type { QueryClient } from '@tanstack/react-query';

import { currentSiteKeys } from '@/api/cms/site';
import { ROUTER_BASENAME } from '@/lib/utils/redirect';
import { useCurrentSite } from '@/stores/current-site';

/**
 * After a site was added or deleted the header's current site may be gone or missing (first site):
 * forget the stored one and let the header ask the server again (the Vue console reloaded the page).
 */
export function refreshCurrentSite(queryClient: QueryClient, deletedSiteId?: string): void {
  const current = useCurrentSite.getState().site;
  if (deletedSiteId !== undefined && current?.siteId !== deletedSiteId) return;
  useCurrentSite.getState().clear();
  void queryClient.invalidateQueries({ queryKey: currentSiteKeys.all });
}

/** The preview page of a site, in a new browser tab. */
export function openSitePreview(siteId: string): void {
  window.open(`${ROUTER_BASENAME}/cms/preview?type=site&dataId=${siteId}`, '_blank');
}
