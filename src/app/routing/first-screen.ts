import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { prefetchScreenData, screenCodeLoaded } from './prefetch-screen';

/**
 * How long, once the session is in, the frame may wait for the first screen's first data (it left
 * with `/getInfo` and `/getRouters`, so it is usually in by then). Past it the frame shows, and the
 * screen its skeletons until its replies come. An object so tests can change it.
 */
export const firstScreenWait = { ms: 200 };

/** First-screen loads in flight (the sign-in's and the route guard's, which join in the cache). */
let inFlight = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts the code and first calls of the screen a session opens on (`prefetchScreenData`). When its
 * code is in already (fetched while the password was typed), its calls leave with the session's and
 * the frame's first render waits for them (`useFirstScreenPending`). Otherwise they leave only once
 * the code has come, and the frame renders meanwhile rather than wait for both.
 */
export function prefetchFirstScreen(pathname: string, client: QueryClient): void {
  const waitFor = screenCodeLoaded(pathname);
  const done = prefetchScreenData(pathname, [], client);
  if (!waitFor) return;
  inFlight += 1;
  notify();
  void done.then(() => {
    inFlight -= 1;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while first data the frame waits for is on its way (see `prefetchFirstScreen`). */
export function useFirstScreenPending(): boolean {
  return useSyncExternalStore(subscribe, () => inFlight > 0);
}
