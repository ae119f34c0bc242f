import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a lazily imported screen module exports. */
export interface PageModule {
  default: ComponentType;
  /**
   * Starts the calls the screen shows first, for the route guard to call while the session loads
   * (token set, permissions not yet known). Only calls the screen makes for every signed-in user.
   * Resolves once the replies the screen's first paint needs are in (Home: the user card's): the
   * frame's first render waits for that, briefly (see `first-screen.ts`), so the first screen paints
   * with its data rather than skeletons.
   */
  prefetch?: (client: QueryClient) => Promise<unknown>;
  /**
   * Starts fetching the code of lazy parts the screen will show at once (a remembered selection's
   * tab), called as soon as the screen's own module is in (on a hover ahead of a click, or on the
   * navigation), so that the part's code travels before the screen has rendered.
   */
  preloadParts?: () => void;
}
export type PageLoader = () => Promise<PageModule>;
