import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { prefetchScreenData } from './prefetch-screen';

/**
 * How long, once the session is in, the frame may wait for the first screen's code and first data
 * (they leave with `/getInfo` and `/getRouters`, so they are usually in by then). Past it the frame
 * shows, and the screen its skeletons until its replies come. An object so tests can change it.
 */
export const firstScreenWait = { ms: 200 };

/** First-screen loads in flight (the sign-in's and the route guard's, which join in the cache). */
let inFlight = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts the code and first calls of the screen a session opens on (`prefetchScreenData`), for the
 * frame's first render to wait on (`useFirstScreenPending`).
 */
export function prefetchFirstScreen(pathname: string, client: QueryClient): void {
  inFlight += 1;
  notify();
  void prefetchScreenData(pathname, [], client).then(() => {
    inFlight -= 1;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the first screen's code or first data is on its way. */
export function useFirstScreenPending(): boolean {
  return useSyncExternalStore(subscribe, () => inFlight > 0);
}
