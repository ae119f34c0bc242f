import type { AsyncTaskStatus, AsyncTaskVO } from '@/api/monitor/async';

// The VO is the API layer's; the kit re-exports it for the screens that follow a task.
export type { AsyncTaskStatus, AsyncTaskVO };

export const ASYNC_TASK_STATUSES: readonly AsyncTaskStatus[] = [
  'READY',
  'RUNNING',
  'SUCCESS',
  'FAILED',
  'INTERRUPTED',
];

/** Still queued or working: polling goes on and the task can be stopped. */
export function isTaskActive(status: AsyncTaskStatus | undefined): boolean {
  return status === 'READY' || status === 'RUNNING';
}
