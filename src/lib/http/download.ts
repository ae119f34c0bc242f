import type { AxiosRequestConfig } from 'axios';

import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

import { envelopeInBlob, toBlob } from './blob';
import { instance } from './client';
import { FORM_CONTENT_TYPE } from './config';
import { envelopeError } from './envelope';
import { CanceledError } from './errors';
import { resolveFileName } from './filename';
import { serializeParams } from './params';
import { ApiError } from './types';

export interface DownloadOptions {
  /** Adds `cc-export: 1`: the backend then answers a list endpoint with an .xlsx (docs/backend-contract.md). */
  exportFlag?: boolean;
}

/**
 * Fetches a blob and saves it. Never rejects: every failure is shown here (callers typically fire and
 * forget from a button). A JSON envelope in the blob goes through the normal code policy; a transport
 * failure shows "download failed" instead of the generic transport message.
 */
async function fetchAndSave(config: AxiosRequestConfig, fallbackName?: string): Promise<void> {
  // feedback has no closable loading handle, so this is a short-lived notice rather than a mask.
  feedback.info(i18n.t('http:downloading'));
  try {
    const response = await instance.request<unknown>({
      ...config,
      responseType: 'blob',
      quietTransport: true,
    });
    const blob = toBlob(response.data);
    const envelope = await envelopeInBlob(blob);
    if (envelope) {
      if (envelope.code !== 200) throw envelopeError(envelope, false);
      return; // an envelope saying "success" carries no file
    }
    // file-saver loads with the first download, not with the app.
    const { saveAs } = await import('file-saver');
    saveAs(blob, resolveFileName(response.headers) ?? fallbackName ?? 'download');
  } catch (error) {
    if (error instanceof CanceledError || (error instanceof ApiError && error.shown)) return;
    console.error('[http] download failed', error);
    feedback.error(i18n.t('http:downloadFailed'));
  }
}

/** POST `params` form-encoded (the tansParams rule) and save the reply as a file. */
export function download(
  url: string,
  params: object = {},
  fileName?: string,
  opts: DownloadOptions = {},
): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': FORM_CONTENT_TYPE };
  if (opts.exportFlag) headers['cc-export'] = '1';
  return fetchAndSave({ method: 'post', url, data: serializeParams(params), headers }, fileName);
}

/** Excel export of a list endpoint: the same POST with the export flag header. */
export function exportExcel(url: string, params: object = {}, fileName?: string): Promise<void> {
  return download(url, params, fileName, { exportFlag: true });
}

/** GET a binary endpoint (e.g. `/cms/site/downloadTheme/{siteId}`) and save it; the server may name it. */
export function downloadGet(url: string, fileName?: string): Promise<void> {
  return fetchAndSave({ method: 'get', url, timeout: 0 }, fileName);
}

/** A file under the upload directory via GET /common/download; the server names it (`download-filename`). */
export function downloadResource(path: string): Promise<void> {
  const baseName = path.split(/[\\/]/).pop() || undefined;
  return fetchAndSave({ method: 'get', url: '/common/download', params: { path } }, baseName);
}
