import type { PageLoader } from '../page-types';

/** Operations: friend links, advertising, manual blocks, comments, votes (see page-registry.ts; `null`: not built yet). */
export const operationsPages = {
  'cms/block/manualBlockEditor': () => import('@/features/cms/block/ManualBlockEditorPage'),
  'cms/link/linkGroup': () => import('@/features/cms/link/LinkGroupPage'),
  'cms/link/link': () => import('@/features/cms/link/LinkListPage'),
  'cms/ad/adSpace': () => import('@/features/cms/advertisement/AdSpacePage'),
  'cms/ad/adSpaceEditor': () => import('@/features/cms/advertisement/AdSpaceEditorPage'),
  'cms/ad/advertisementEditor': () => import('@/features/cms/advertisement/AdEditorPage'),
  'comment/commentList': () => import('@/features/cms/comment/CommentPage'),
  'vote/index': () => import('@/features/cms/vote/VotePage'),
  'vote/subjectList': () => import('@/features/cms/vote/subjects/SubjectPage'),
} satisfies Record<string, PageLoader | null>;
