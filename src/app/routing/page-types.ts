import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a lazily imported screen module exports. */
export interface PageModule {
  default: ComponentType;
  /**
   * Starts the calls the screen shows first, for the route guard to call while the session loads
   * (token set, permissions not yet known). Only calls the screen makes for every signed-in user.
   */
  prefetch?: (client: QueryClient) => void;
}
export type PageLoader = () => Promise<PageModule>;
