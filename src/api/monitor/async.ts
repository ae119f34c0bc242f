import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

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

/** Query of `GET /async/task` (not paged: every task the manager holds). */
export interface AsyncTaskQuery {
  type?: string;
  /** Task id (the backend's parameter name). */
  id?: string;
}

/** One scope for the progress dialog and the async-task screen: a stop refreshes both. */
export const asyncTaskKeys = createQueryKeys('async/task');

/** AsyncController: every long operation answers a task id the progress dialog follows here. */
export const asyncTaskApi = {
  list: async (query: AsyncTaskQuery) => (await http.page<AsyncTaskVO>('/async/task', query)).rows,
  get: (taskId: string) => http.get<AsyncTaskVO>(`/async/task/${taskId}`),
  stop: (taskIds: readonly string[]) => http.put<void>('/async/task/stop', taskIds),
  remove: (taskIds: readonly string[]) => http.delete<void>('/async/task/remove', taskIds),
};
