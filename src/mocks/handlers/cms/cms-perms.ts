/** Permission keys that CMS controllers build from the `CurrentSite` request header. */
import type { Call } from '../../core/context';
import { CURRENT_SITE_HEADER } from '../../services/sites';

/**
 * `Site:View:${#_header['CurrentSite']}`: evaluated on the raw header, so without the header the key
 * is `Site:View:` and only the super admin passes (docs/permissions.md).
 */
export function requireHeaderSiteView(c: Call): void {
  c.requirePerm(`Site:View:${c.header(CURRENT_SITE_HEADER) ?? ''}`);
}
