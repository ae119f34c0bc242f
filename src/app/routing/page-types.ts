import type { ComponentType } from 'react';

/** What a lazily imported screen module exports. */
export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;
