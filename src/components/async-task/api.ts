import { createQueryKeys } from '@/components/list';
import { http } from '@/lib/http';

import type { AsyncTaskVO } from './types';

/** One scope for the progress dialog and the async-task screen: a stop refreshes both. */
export const asyncTaskKeys = createQueryKeys('async/task');

/** The AsyncController calls every long operation needs (the admin list lives in its screen). */
export const asyncTaskApi = {
  get: (taskId: string) => http.get<AsyncTaskVO>(`/async/task/${taskId}`),
  stop: (taskIds: readonly string[]) => http.put<void>('/async/task/stop', taskIds),
};
