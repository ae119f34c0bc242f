import { adStatHandlers } from '../cms/ad-stat';
import { advertisementHandlers } from '../cms/advertisement';
import { commentHandlers } from '../cms/comment';
import { linkHandlers } from '../cms/link';
import type { HandlerModule } from '../module';
import { voteSubjectHandlers } from '../vote/subject';
import { voteHandlers } from '../vote/vote';

/** Handler modules of the friend links, advertising, manual blocks, comments, votes area, in match order (see ../index.ts). */
export const operationsHandlerModules: HandlerModule[] = [
  adStatHandlers,
  linkHandlers,
  advertisementHandlers,
  commentHandlers,
  voteSubjectHandlers,
  voteHandlers,
];
