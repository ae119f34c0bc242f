import { expConfigHandlers } from '../member/exp-config';
import { levelConfigHandlers } from '../member/level-config';
import { memberHandlers } from '../member/member';
import type { HandlerModule } from '../module';
import { pusherHandlers } from '../system/pusher';

/** Handler modules of the members, levels, experience rules, message pushers area, in match order (see ../index.ts). */
export const membersHandlerModules: HandlerModule[] = [
  levelConfigHandlers,
  expConfigHandlers,
  memberHandlers,
  pusherHandlers,
];
