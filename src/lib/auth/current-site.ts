/** localStorage key holding the current CMS site id; sent as the `CurrentSite` header. */
export const CURRENT_SITE_KEY = 'CurrentSite';

export function getCurrentSiteId(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(CURRENT_SITE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function setCurrentSiteId(siteId: string): void {
  globalThis.localStorage?.setItem(CURRENT_SITE_KEY, siteId);
}

export function clearCurrentSiteId(): void {
  globalThis.localStorage?.removeItem(CURRENT_SITE_KEY);
}
