import type { PageLoader } from '../page-types';

/** Words, search and statistics (see page-registry.ts). */
export const wordsPages = {
  'cms/word/word': () => import('@/features/cms/word/WordPage'),
  'cms/search/indexList': () => import('@/features/cms/search/IndexPage'),
  'search/dictWord': () => import('@/features/cms/search/DictWordPage'),
  'search/wordTab': () => import('@/features/cms/search/SearchWordPage'),
  'stat/index': () => import('@/features/stat/index/StatPage'),
} satisfies Record<string, PageLoader | null>;
