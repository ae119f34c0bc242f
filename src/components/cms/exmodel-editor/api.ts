import { useQuery } from '@tanstack/react-query';

import { http } from '@/lib/http';

import type { ExModelDataType, XModelFieldData, XModelOption } from './types';

export const exModelApi = {
  /** `GET /cms/exmodel/data`: the fields of `modelId` with the values stored for (dataType, dataId). */
  data: async (modelId: string, dataType: ExModelDataType, dataId: string) =>
    (await http.get<XModelFieldData[]>('/cms/exmodel/data', { modelId, dataType, dataId })) ?? [],
  /** `GET /cms/exmodel/options`: the current site's ex-models. */
  options: (pageSize = 1000) => http.page<XModelOption>('/cms/exmodel/options', { pageSize }),
};

export const exModelKeys = {
  all: ['cms/exmodel'] as const,
  data: (modelId: string, dataType: ExModelDataType, dataId: string) =>
    [...exModelKeys.all, 'data', modelId, dataType, dataId] as const,
};

/**
 * The fields and stored values of one data object. Always re-read when an editor mounts (values change
 * with every save) and never behind the user's back (no refetch on focus while they type).
 */
export function useExModelData(modelId: string, dataType: ExModelDataType, dataId: string) {
  return useQuery({
    queryKey: exModelKeys.data(modelId, dataType, dataId),
    queryFn: () => exModelApi.data(modelId, dataType, dataId),
    enabled: !!modelId && !!dataId,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
