/** TaskStatus of the backend's AsyncTask. */
export type AsyncTaskStatus = 'READY' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'INTERRUPTED';

/** AsyncTaskVO as `GET /async/task` and `GET /async/task/{taskId}` return it. */
export interface AsyncTaskVO {
  taskId: string;
  type: string;
  status: AsyncTaskStatus;
  readyTime?: string;
  startTime?: string;
  endTime?: string;
  /** 0–100. */
  percent: number;
  progressMessage?: string;
  errMessages?: string[];
}

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
