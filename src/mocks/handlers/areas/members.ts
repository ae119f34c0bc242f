import type { HandlerModule } from '../module';

/** Handler modules of the members, levels, experience rules, message pushers area, in match order (see ../index.ts). */
export const membersHandlerModules: HandlerModule[] = [];
