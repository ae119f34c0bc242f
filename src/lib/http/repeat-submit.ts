import { REPEAT_SUBMIT_INTERVAL, REPEAT_SUBMIT_KEY } from './config';

interface LastSubmit {
  url?: string;
  data?: string;
  time: number;
}

/** Bodies that cannot be compared as text: a re-upload of the same file is a legitimate action. */
function isBinaryBody(data: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function readLast(): LastSubmit | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(REPEAT_SUBMIT_KEY);
    return raw ? (JSON.parse(raw) as LastSubmit) : undefined;
  } catch {
    return undefined;
  }
}

function writeLast(entry: LastSubmit): void {
  try {
    globalThis.sessionStorage?.setItem(REPEAT_SUBMIT_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked (private mode): the guard is a convenience, never a reason to fail a call.
  }
}

/**
 * The Vue console's duplicate-submit guard: true when this POST/PUT has the same URL and the same body
 * (compared as JSON text) as the previous one and comes within 1 s of it. Otherwise it records this
 * submit as the new "previous one" and returns false. Binary bodies are never compared nor recorded.
 */
export function isRepeatSubmit(url: string | undefined, data: unknown): boolean {
  if (isBinaryBody(data)) return false;
  const current: LastSubmit = {
    url,
    data: data === undefined || typeof data === 'string' ? data : JSON.stringify(data),
    time: Date.now(),
  };
  const last = readLast();
  if (
    last &&
    last.url === current.url &&
    last.data === current.data &&
    current.time - last.time < REPEAT_SUBMIT_INTERVAL
  ) {
    return true;
  }
  writeLast(current);
  return false;
}
