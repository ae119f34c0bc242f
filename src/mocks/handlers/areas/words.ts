import type { HandlerModule } from '../module';
import { hotWordHandlers } from '../word/hotword';
import { sensitiveWordHandlers } from '../word/sensitive-word';

/** Handler modules of the words, search, statistics area, in match order (see ../index.ts). */
export const wordsHandlerModules: HandlerModule[] = [hotWordHandlers, sensitiveWordHandlers];
