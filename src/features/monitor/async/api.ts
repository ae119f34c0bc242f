import { asyncTaskApi, type AsyncTaskVO } from '@/components/async-task';
import { http } from '@/lib/http';

import type { AsyncTaskQuery } from './types';

/** Typed calls of AsyncController (endpoints.tsv); one task and stop are the kit's. */
export const asyncApi = {
  list: async (query: AsyncTaskQuery) => (await http.page<AsyncTaskVO>('/async/task', query)).rows,
  stop: asyncTaskApi.stop,
  remove: (taskIds: readonly string[]) => http.delete<void>('/async/task/remove', taskIds),
};
