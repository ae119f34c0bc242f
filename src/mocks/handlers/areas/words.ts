import type { HandlerModule } from '../module';

/** Handler modules of the words, search, statistics area, in match order (see ../index.ts). */
export const wordsHandlerModules: HandlerModule[] = [];
