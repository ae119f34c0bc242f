/** Where every call goes. The Vite dev server answers it from the mock or proxies it (vite.config.ts). */
export const API_BASE: string = import.meta.env.VITE_APP_BASE_API || '/prod-api';

/** Request timeout 60 000 ms (the Vue console used 30 000; the product asks for 60 s). */
export const DEFAULT_TIMEOUT = 60_000;

/** A POST/PUT repeating the previous one within this window is a double click, not intent. */
export const REPEAT_SUBMIT_INTERVAL = 1000;

/** sessionStorage key shared with the Vue console's guard, so both consoles agree on "the last submit". */
export const REPEAT_SUBMIT_KEY = 'sessionObj';

export const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
