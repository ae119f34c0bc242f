import { useQuery } from '@tanstack/react-query';

import { exModelApi, exModelKeys, type ExModelDataType } from '@/api/cms/exmodel';
import { xModelApi, xModelKeys } from '@/api/cms/xmodel';

export { exModelApi, exModelKeys };

/** Query key of one data object's fields and values. */
export const exModelDataKey = (modelId: string, dataType: ExModelDataType, dataId: string) =>
  exModelKeys.extra('data', modelId, dataType, dataId);

/**
 * The fields and stored values of one data object. Always re-read when an editor mounts (values change
 * with every save) and never behind the user's back (no refetch on focus while they type).
 */
export function useExModelData(modelId: string, dataType: ExModelDataType, dataId: string) {
  return useQuery({
    queryKey: exModelDataKey(modelId, dataType, dataId),
    queryFn: () => exModelApi.data(modelId, dataType, dataId),
    enabled: !!modelId && !!dataId,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The data tables models of `type` may store in (`CmsExtend`, `CmsCustomForm`). */
export function useModelTables(type: string, enabled = true) {
  return useQuery({
    queryKey: xModelKeys.extra('tables', type),
    queryFn: () => xModelApi.tables(type),
    enabled,
  });
}

/** The control types the server offers (`GET /xmodel/controls`), named in the request's language. */
export function useModelControls() {
  return useQuery({
    queryKey: xModelKeys.extra('controls'),
    queryFn: xModelApi.controls,
    staleTime: Infinity,
  });
}
