import { useCallback, useEffect, useRef } from 'react';

const PREFIX = 'cms-content-draft:';
const INTERVAL_MS = 3000;

export interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

/** localStorage key: the content id once it exists, a per catalog/type key for new content. */
export function draftKey(opts: { saved: boolean; contentId: string; catalogId: string; type: string }) {
  return opts.saved ? `${PREFIX}${opts.contentId}` : `${PREFIX}new:${opts.catalogId}:${opts.type}`;
}

export function readDraft<T>(key: string): StoredDraft<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
}

function writeDraft<T>(key: string, values: T): void {
  try {
    const draft: StoredDraft<T> = { savedAt: new Date().toISOString(), values };
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // quota exceeded or storage disabled: autosave is best effort
  }
}

/**
 * Autosaves the form to localStorage every few seconds while it has unsaved changes, so a crash, a
 * closed tab or a failed save can be recovered on the next open. `flush` writes at once (before a
 * save request); `clear` after a successful save.
 */
export function useDraftAutosave<T>(key: string | undefined, dirty: boolean, read: () => T) {
  const readRef = useRef(read);
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    readRef.current = read;
  });
  const flush = useCallback(() => {
    if (!key) return;
    const values = readRef.current();
    const json = JSON.stringify(values);
    if (json === last.current) return;
    last.current = json;
    writeDraft(key, values);
  }, [key]);
  useEffect(() => {
    if (!key || !dirty) return;
    const timer = window.setInterval(flush, INTERVAL_MS);
    // Leaving the page (tab closed, reload) saves what the interval has not yet.
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [key, dirty, flush]);
  const clear = useCallback(() => {
    if (!key) return;
    last.current = undefined;
    clearDraft(key);
  }, [key]);
  return { flush, clear };
}
