import { InternalLinkInput } from '@/components/cms/internal-link-picker';

import { catalogI18n } from './i18n';

/** Redirect URL of a link catalog, with "internal link" pickers (a content or another catalog). */
export function RedirectUrlInput(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const t = catalogI18n.useT();
  return (
    <InternalLinkInput
      {...props}
      placeholder="http(s)://"
      pickLabel={t('internalUrl')}
      disableLink
      holdsLink
    />
  );
}
