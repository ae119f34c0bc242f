import { create } from 'zustand';

/**
 * "Publish jobs may be pending": localStorage `publish_flag` = 'true' (the Vue console's key). Any action
 * that starts a publish job calls `markPublishing()`; the header's publish-task counter polls while it is
 * set and clears it once the queue has stayed empty. localStorage is the source of truth (other browser
 * tabs and the counter read it there); the store mirrors it for React.
 */
export const PUBLISH_FLAG_KEY = 'publish_flag';

export function readPublishFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(PUBLISH_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

interface PublishFlagState {
  publishing: boolean;
  markPublishing: () => void;
  clearPublishing: () => void;
  /** Re-reads localStorage (the flag may have been set by another tab). */
  sync: () => boolean;
}

export const usePublishFlag = create<PublishFlagState>()((set) => ({
  publishing: readPublishFlag(),
  markPublishing: () => {
    globalThis.localStorage?.setItem(PUBLISH_FLAG_KEY, 'true');
    set({ publishing: true });
  },
  clearPublishing: () => {
    globalThis.localStorage?.removeItem(PUBLISH_FLAG_KEY);
    set({ publishing: false });
  },
  sync: () => {
    const publishing = readPublishFlag();
    set({ publishing });
    return publishing;
  },
}));

/** For non-React callers (feature mutations): start watching the publish queue. */
export function markPublishing(): void {
  usePublishFlag.getState().markPublishing();
}
