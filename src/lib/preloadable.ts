import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface Module<T> {
  default: T;
}

/**
 * A thenable that is already fulfilled and calls back at once: React.lazy reads such a module in the
 * same render instead of suspending (React marks thenables the same way, `status` and `value`).
 */
function fulfilled<T>(value: T): PromiseLike<T> {
  const thenable: PromiseLike<T> = {
    then<A = T, B = never>(onFulfilled?: ((v: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A));
    },
  };
  return Object.assign(thenable, { status: 'fulfilled', value });
}

export interface Preloadable<P extends object = object> {
  /** Fetches the module once (again after a failure); what prefetching calls. */
  load: () => Promise<Module<ComponentType<P>>>;
  /** The lazy component: rendered after `load` has finished, it shows at once. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Whether the module is in (a render of `Component` will not suspend). */
  loaded: () => boolean;
}

/**
 * A lazily loaded component whose module can be fetched ahead. A plain `lazy(loader)` knows nothing of
 * a module fetched ahead: its first render calls `import()` again, gets a pending promise (even for
 * a module already in) and suspends. The fallback then shows for a frame, and React holds the content
 * back until 300 ms after that (its throttle against flashing fallbacks): measured as most of a warm
 * screen change.
 */
export function preloadable<P extends object>(
  loader: () => Promise<Module<ComponentType<P>>>,
  /** Told when a render needs the module before it is in (not when `load` is called ahead). */
  onRenderWait?: (pending: Promise<Module<ComponentType<P>>>) => void,
): Preloadable<P> {
  let module: Module<ComponentType<P>> | undefined;
  let pending: Promise<Module<ComponentType<P>>> | undefined;
  const load = () => {
    pending ??= loader().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // React's types ask for a Promise; React itself only calls `then`, which must answer at once here.
  const Component = lazy(() => {
    if (module) return fulfilled(module) as Promise<Module<ComponentType<P>>>;
    const pending = load();
    onRenderWait?.(pending);
    return pending;
  });
  return { load, Component, loaded: () => module !== undefined };
}

const ignore = () => undefined;

/**
 * Fetches the modules of parts a screen does not show at first (its other tabs, its dialogs) once the
 * browser is idle, so that their code neither holds back what the screen shows first nor makes the
 * user wait when they open one. Where `requestIdleCallback` is missing (Safari), a short timer stands
 * in. A failure is left for the render that needs the part. Returns the cancellation.
 */
export function preloadWhenIdle(parts: readonly { load: () => Promise<unknown> }[]): () => void {
  const run = () => {
    for (const part of parts) void part.load().catch(ignore);
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
