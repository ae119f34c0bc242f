import { useQuery } from '@tanstack/react-query';

import { resourceApi, resourceKeys } from '@/api/cms/resource';
import { acceptedSuffixes } from '@/components/cms/resource-picker';

/** The types' accepted suffixes (`/cms/resource/types`) and the size limit (config `ResourceUploadAcceptSize`). */
export function useUploadRules() {
  const types = useQuery({
    queryKey: resourceKeys.extra('types'),
    queryFn: resourceApi.types,
    staleTime: 60_000,
  });
  const size = useQuery({
    queryKey: resourceKeys.extra('acceptSize'),
    queryFn: resourceApi.acceptSize,
    staleTime: 60_000,
  });
  return {
    types: types.data ?? [],
    accepts: acceptedSuffixes(types.data ?? []),
    maxBytes: size.data ?? 0,
  };
}
