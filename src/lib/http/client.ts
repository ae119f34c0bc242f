import axios, {
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  type Method,
} from 'axios';

import { getCurrentSiteId } from '@/lib/auth/current-site';
import { getToken } from '@/lib/auth/token';
import { feedback } from '@/lib/feedback';
import { currentLocale } from '@/lib/i18n';

import { API_BASE, DEFAULT_TIMEOUT, JSON_CONTENT_TYPE } from './config';
import { envelopeError, toEnvelope } from './envelope';
import { RepeatSubmitError } from './errors';
import { serializeParams } from './params';
import { isRepeatSubmit } from './repeat-submit';
import { transportError } from './transport';
import type { Envelope, RequestOptions } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Our per-call switches, read by the interceptors below. */
    requestOptions?: RequestOptions;
    /** Internal: do not show transport errors (downloads report their own "download failed"). */
    quietTransport?: boolean;
  }
}

/** The one axios instance of the app; everything else goes through `http`, the download and upload helpers. */
export const instance = axios.create({
  baseURL: API_BASE,
  timeout: DEFAULT_TIMEOUT,
  headers: { 'Content-Type': JSON_CONTENT_TYPE },
  // The backend takes the token header, never an XSRF cookie (docs/backend-contract.md). Left on, axios
  // reads that cookie through the async Cookie Store API before sending every same-origin call: a round
  // trip to the browser process that held each call back 10-40 ms (measured at sign-in).
  withXSRFToken: false,
});

function addHeaders(config: InternalAxiosRequestConfig, opts: RequestOptions): void {
  const token = getToken();
  if (token && opts.isToken !== false) {
    config.headers.set('Authorization', `Bearer ${token}`);
    const siteId = getCurrentSiteId();
    if (siteId) config.headers.set('CurrentSite', siteId);
  }
  // The backend translates menu names, dict labels and messages by this header.
  config.headers.set('Accept-Language', currentLocale());
}

/** GET params go onto the URL with the tansParams rule (axios's own serialiser would differ). */
function moveParamsToUrl(config: InternalAxiosRequestConfig): void {
  if (!config.params) return;
  const query = serializeParams(config.params as object);
  if (query) {
    const url = config.url ?? '';
    config.url = `${url}${url.includes('?') ? '&' : '?'}${query}`;
  }
  config.params = undefined;
}

// Synchronous (axios's `synchronous` flag): the request is sent in the caller's task. As a promise step
// it left a few microtasks later, after a React render already queued there (the session's calls after
// the sign-in waited some 20 ms for the route change to the console to commit).
instance.interceptors.request.use(
  (config) => {
    const opts = config.requestOptions ?? {};
    addHeaders(config, opts);
    const method = (config.method ?? 'get').toLowerCase();
    if (method === 'get') moveParamsToUrl(config);
    if (
      (method === 'post' || method === 'put') &&
      opts.repeatSubmit !== false &&
      isRepeatSubmit(config.url, config.data)
    ) {
      const error = new RepeatSubmitError(!opts.silent);
      if (!opts.silent) feedback.warning(error.message);
      console.warn(`[${config.url}]: ${error.message}`);
      throw error;
    }
    return config;
  },
  undefined,
  { synchronous: true },
);

instance.interceptors.response.use(
  (response: AxiosResponse) => {
    const { responseType, requestOptions } = response.config;
    // Files are judged by the download helpers, which can read a JSON error hidden in the blob.
    if (responseType === 'blob' || responseType === 'arraybuffer') return response;
    const envelope = toEnvelope(response.data);
    if (envelope.code !== 200) throw envelopeError(envelope, requestOptions?.silent);
    response.data = envelope;
    return response;
  },
  (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    throw transportError(error, Boolean(config?.requestOptions?.silent || config?.quietTransport));
  },
);

/** Builds the axios config of one call from our RequestOptions. */
export function toConfig(method: Method, url: string, opts: RequestOptions = {}): AxiosRequestConfig {
  return {
    method,
    url,
    requestOptions: opts,
    timeout: opts.timeout ?? DEFAULT_TIMEOUT,
    headers: opts.headers,
    signal: opts.signal,
  };
}

/** Sends one JSON call and resolves the whole envelope (only ever with code 200). */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const response = await instance.request<Envelope<T>>(config);
  return response.data;
}
