export { LeaveGuardHost } from './LeaveGuardHost';
export { useLeaveGuard } from './use-leave-guard';
export type { LeaveGuard, LeaveGuardOptions } from './types';
