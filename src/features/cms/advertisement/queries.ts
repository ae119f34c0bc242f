import { adSpaceApi, adSpaceKeys } from '@/api/cms/adspace';
import { advertisementApi, advertisementKeys } from '@/api/cms/advertisement';
import type { PageWidgetAddBody } from '@/api/cms/pagewidget';
import { pageWidgetKeys } from '@/api/cms/pagewidget';
import { useListMutation } from '@/components/list';

import { adI18n } from './i18n';

/** Writes of the ad space list (also refreshing the content screen's page widgets). */
export function useAdSpaceMutations() {
  const t = adI18n.useT();
  const invalidate = [adSpaceKeys.all, pageWidgetKeys.all];
  const add = useListMutation({
    mutationFn: (body: Omit<PageWidgetAddBody, 'type'>) => adSpaceApi.add(body),
    invalidate,
    success: false,
  });
  const publish = useListMutation({
    mutationFn: (ids: string[]) => adSpaceApi.publish(ids),
    invalidate,
    success: { text: t('published') },
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => adSpaceApi.remove(ids.map(String)),
    invalidate,
    success: 'delete',
  });
  return { add, publish, remove };
}

/** Writes of an ad space's ads. */
export function useAdMutations() {
  const invalidate = [advertisementKeys.all];
  const enable = useListMutation({
    mutationFn: (ids: string[]) => advertisementApi.enable(ids),
    invalidate,
    success: 'edit',
  });
  const disable = useListMutation({
    mutationFn: (ids: string[]) => advertisementApi.disable(ids),
    invalidate,
    success: 'edit',
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => advertisementApi.remove(ids.map(String)),
    invalidate,
    success: 'delete',
  });
  return { enable, disable, remove };
}
