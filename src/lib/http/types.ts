/** The ChestnutCMS reply envelope. `code` 200 means success; a body without `code` counts as 200. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

/** What paged list endpoints return inside `data`. `total` is a Java long, so it arrives as a string. */
export interface RawPage<T> {
  rows: T[];
  total: string | number;
}

/** A page after the client's one conversion point (`toPage`): total is a number. */
export interface PageResult<T> {
  rows: T[];
  total: number;
}

/** Paging parameters the backend reads (`PageRequest.build()`). */
export interface PageParams {
  pageNum?: number;
  pageSize?: number;
}

/** Per-request switches, carried on the axios config. */
export interface RequestOptions {
  /** false: send no Authorization/CurrentSite header (login, register, captcha). Default true. */
  isToken?: boolean;
  /** false: skip the 1-second duplicate-submit guard for this POST/PUT. Default true. */
  repeatSubmit?: boolean;
  /** Milliseconds; default 60 000. */
  timeout?: number;
  /** true: show no message for a failure; the caller reports it. The 401 prompt is still shown. */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Every rejected call rejects with this. `code` is the envelope code, the HTTP status, or 0 for transport. */
export class ApiError extends Error {
  readonly code: number;
  /** True when the client already showed a message for it (so callers must not show another). */
  readonly shown: boolean;
  constructor(message: string, code: number, shown: boolean) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.shown = shown;
  }
}
