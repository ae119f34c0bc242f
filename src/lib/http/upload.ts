import { i18n } from '@/lib/i18n';
import { isExternalLink } from '@/lib/utils/link';

import { requestEnvelope } from './client';
import { API_BASE, DEFAULT_TIMEOUT } from './config';
import { ApiError } from './types';

export interface UploadOptions {
  /** Default `/common/upload`. */
  url?: string;
  /** Multipart field of the file; default `file`. */
  field?: string;
  /** Extra form fields (e.g. `siteId`, `dir`). */
  data?: Record<string, string>;
  /** 0–100, from the browser's upload progress events. */
  onProgress?: (percent: number) => void;
  timeout?: number;
  signal?: AbortSignal;
}

export interface UploadResult {
  /** What the server stored, e.g. `/profile/upload/2024/01/02/x.png`. */
  fileName: string;
  /** How the browser reaches it: the API prefix plus fileName (an absolute URL is kept as is). */
  url: string;
}

interface UploadReply {
  fileName?: string;
}

/**
 * Multipart upload (POST /common/upload, field `file`, reply `data.fileName`). Rejects with an
 * ApiError like any call; the reply's own message is shown by the code policy.
 */
export async function uploadFile(file: File | Blob, opts: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append(opts.field ?? 'file', file);
  for (const [key, value] of Object.entries(opts.data ?? {})) form.append(key, value);
  const { onProgress } = opts;
  const envelope = await requestEnvelope<UploadReply>({
    method: 'post',
    url: opts.url ?? '/common/upload',
    data: form,
    // Not JSON: axios would otherwise serialise the FormData as JSON. The browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: opts.timeout ?? DEFAULT_TIMEOUT,
    signal: opts.signal,
    requestOptions: {},
    onUploadProgress: onProgress
      ? (event) => {
          if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      : undefined,
  });
  // The Vue components read a top-level fileName (RuoYi style); accept both shapes.
  const fileName = envelope.data?.fileName ?? (envelope as { fileName?: unknown }).fileName;
  if (typeof fileName !== 'string' || !fileName) throw new ApiError(i18n.t('http:uploadFailed'), 200, false);
  return { fileName, url: isExternalLink(fileName) ? fileName : API_BASE + fileName };
}

export interface MultipartOptions {
  /** 0–100, from the browser's upload progress events. */
  onProgress?: (percent: number) => void;
  /** true: show no message for a failure; the caller reports it (a batch reports its files together). */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * A multipart POST whose reply is a normal envelope (`data` resolved), with upload progress: the CMS
 * resource uploads answer the stored record, not `/common/upload`'s fileName. No timeout, as large files take long.
 */
export async function postMultipart<T>(
  url: string,
  fields: Record<string, string | Blob | undefined>,
  opts: MultipartOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const { onProgress } = opts;
  const envelope = await requestEnvelope<T>({
    method: 'post',
    url,
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: 0,
    signal: opts.signal,
    requestOptions: { silent: opts.silent },
    onUploadProgress: onProgress
      ? (event) => {
          if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      : undefined,
  });
  return envelope.data as T;
}
