import { useSyncExternalStore } from 'react';

/**
 * Whether a screen's first render is waiting for its code. A screen change keeps the screen on show
 * until the next one can render (the content area's boundary in KeepAliveOutlet, see LazyScreen), so
 * nothing on the page moves while the code travels; the route bar (RouteProgress) reads this to show
 * the change has started.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  waiting += by;
  for (const listener of listeners) listener();
}

/**
 * Counts `pending` as a wait until it settles. React calls a lazy component's factory while it renders,
 * and a store must not change inside a render, so the count moves a microtask later (and the end is
 * queued after the start even for a promise that has already settled).
 */
export function trackScreenCodeWait(pending: PromiseLike<unknown>): void {
  queueMicrotask(() => change(1));
  const end = () => queueMicrotask(() => change(-1));
  pending.then(end, end);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => waiting > 0;

export function useScreenCodeWait(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
