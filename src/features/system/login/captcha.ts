import { useQuery } from '@tanstack/react-query';

import { authApi, authKeys } from '@/api/common/auth';

/**
 * The server sends the captcha as bare base64 (a JPEG on the real backend). Pick the data-URL type
 * from the bytes' signature so any raster format the backend or the mock produces displays.
 */
export function captchaDataUrl(base64: string): string {
  const type = base64.startsWith('iVBOR')
    ? 'image/png'
    : base64.startsWith('R0lG')
      ? 'image/gif'
      : base64.startsWith('Qk')
        ? 'image/bmp'
        : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}

/** `GET /captchaImage`; a missing `captchaEnabled` counts as enabled, as in the original console. */
export function useCaptcha() {
  const query = useQuery({
    queryKey: authKeys.extra('captcha'),
    queryFn: authApi.captcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const enabled = query.data ? query.data.captchaEnabled !== false : true;
  return {
    enabled,
    uuid: query.data?.uuid,
    image: query.data?.img ? captchaDataUrl(query.data.img) : undefined,
    loading: query.isFetching,
    /** The server has answered (or failed): `enabled` is its word, not the default. */
    settled: query.isFetched,
    refresh: () => void query.refetch(),
  };
}
