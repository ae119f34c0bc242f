export { LeaveGuardHost } from './LeaveGuardHost';
export { confirmLeavingPage, hasUnsavedChanges } from './registry';
export { useLeaveGuard } from './use-leave-guard';
export type { LeaveGuard, LeaveGuardOptions } from './types';
