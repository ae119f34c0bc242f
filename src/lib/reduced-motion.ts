import { useSyncExternalStore } from 'react';

/** The system setting "reduce motion" (an OS accessibility option, or a browser emulating it). */
const REDUCE = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  // jsdom and old embedded browsers have no matchMedia: motion stays on there.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCE)
    : null;
}

/** Whether the user asked the system for less motion, right now. */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** `prefersReducedMotion` for rendering: the component follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
