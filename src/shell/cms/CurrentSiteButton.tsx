import { HomeOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentSiteKeys, siteApi } from '@/api/cms/site';
import { configApi, configKeys } from '@/api/system/config';
import { KitButton } from '@/components/button';
import { confirmLeavingPage } from '@/components/leave-guard';
import { feedback } from '@/lib/feedback';
import { useRouterHandle } from '@/lib/router-handle';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useCurrentSite, type CurrentSite } from '@/stores/current-site';
import { useTagsView } from '@/stores/tags-view';

import { SiteSelectDialog } from './SiteSelectDialog';

/**
 * The current CMS site in the header, shown only when config `CMSModuleEnable` is the string "true".
 * Switching stores the new id (sent as the `CurrentSite` header), drops every kept page and cached
 * server data, and re-enters the open route through /redirect so it loads for the new site.
 */
export function CurrentSiteButton() {
  const { t } = useTranslation('shell');
  const { navigate, location } = useRouterHandle();
  const queryClient = useQueryClient();
  const setSite = useCurrentSite((s) => s.setSite);
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);
  const { data: moduleSwitch } = useQuery({
    queryKey: configKeys.extra('value', 'CMSModuleEnable'),
    queryFn: () => configApi.valueOf('CMSModuleEnable', { silent: true }),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const enabled = moduleSwitch === 'true';
  const { data: site } = useQuery({
    queryKey: currentSiteKeys.all,
    queryFn: siteApi.current,
    enabled,
    staleTime: Infinity,
    meta: { silent: true },
  });
  useEffect(() => {
    if (site) setSite(site);
  }, [site, setSite]);

  const switchSite = useMutation({
    mutationFn: (siteId: string) => siteApi.setCurrent(siteId),
    onSuccess: (next: CurrentSite | undefined) => {
      setOpen(false);
      if (!next) return;
      setSite(next);
      queryClient.setQueryData(currentSiteKeys.all, next);
      feedback.success(t('site.switched', { name: next.siteName }));
      useTagsView.getState().clearCache();
      const { pathname, search } = location();
      navigate(`/redirect${pathname}${search}`, { replace: true });
      // Everything cached was read for the old site.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentSiteKeys.all[0] });
    },
  });

  if (!enabled || !site) return null;
  return (
    <>
      <KitButton
        icon={<HomeOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('site.label', { name: site.siteName })}
        data-testid="current-site"
      >
        <span className="current-site-name">{site.siteName}</span>
      </KitButton>
      {/* Mounted at the first opening: a closed dialog re-rendered with the header on every route. */}
      {dialogMounted && (
        <SiteSelectDialog
          open={open}
          current={site}
          switching={switchSite.isPending}
          onClose={() => setOpen(false)}
          onPick={(row) =>
            // The switch reloads the open page for the new site: unsaved input there is asked about first.
            void confirmLeavingPage(location().pathname).then((leave) => {
              if (leave) switchSite.mutate(row.siteId);
            })
          }
        />
      )}
    </>
  );
}
