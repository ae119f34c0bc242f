import { useQuery, useQueryClient } from '@tanstack/react-query';

import {
  dictDataApi,
  type DictDataBody,
  dictDataKeys,
  dictTypeApi,
  type DictTypeBody,
  dictTypeKeys,
} from '@/api/system/dict';
import { invalidateDict } from '@/components/dict';
import { useListMutation } from '@/components/list';

export function useDictType(dictId: string | undefined) {
  return useQuery({
    queryKey: dictTypeKeys.detail(dictId ?? ''),
    queryFn: () => dictTypeApi.get(dictId ?? ''),
    enabled: Boolean(dictId),
  });
}

export function useDictTypeOptions() {
  return useQuery({ queryKey: dictTypeKeys.extra('options'), queryFn: dictTypeApi.options });
}

/** Writes of the dictionary type screen; a cache refresh also drops every cached dictionary. */
export function useDictTypeMutations() {
  const queryClient = useQueryClient();
  const save = useListMutation({
    mutationFn: (body: DictTypeBody) => (body.dictId ? dictTypeApi.update(body) : dictTypeApi.add(body)),
    invalidate: [dictTypeKeys.all, dictDataKeys.all],
    success: false,
    onSuccess: () => void invalidateDict(queryClient),
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => dictTypeApi.remove(ids),
    invalidate: dictTypeKeys.all,
    success: 'delete',
    onSuccess: () => void invalidateDict(queryClient),
  });
  const refreshCache = useListMutation({
    mutationFn: () => dictTypeApi.refreshCache(),
    invalidate: [dictTypeKeys.all, dictDataKeys.all],
    success: 'refreshCache',
    onSuccess: () => void invalidateDict(queryClient),
  });
  return { save, remove, refreshCache };
}

/** Writes of dictionary entries; each drops the cached entries of its dictionary. */
export function useDictDataMutations(dictType: string | undefined) {
  const queryClient = useQueryClient();
  const dropCache = () => void invalidateDict(queryClient, dictType);
  const save = useListMutation({
    mutationFn: (body: DictDataBody) => (body.dictCode ? dictDataApi.update(body) : dictDataApi.add(body)),
    invalidate: dictDataKeys.all,
    success: false,
    onSuccess: dropCache,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => dictDataApi.remove(ids),
    invalidate: dictDataKeys.all,
    success: 'delete',
    onSuccess: dropCache,
  });
  return { save, remove };
}
