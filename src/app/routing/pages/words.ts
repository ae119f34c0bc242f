import type { PageLoader } from '../page-types';

/** Words, search and statistics (see page-registry.ts; `null`: not built yet). */
export const wordsPages = {
  'cms/word/word': () => import('@/features/cms/word/WordPage'),
  'cms/search/indexList': null,
  'search/dictWord': null,
  'search/wordTab': null,
  'stat/index': null,
} satisfies Record<string, PageLoader | null>;
