import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** One log screen the backend offers (`ILogMenu`); `name` arrives translated. */
export interface LogMenu {
  id: string;
  name: string;
  router: string;
}

/** LogController: `GET /monitor/logs` → `table<ILogMenu>` (not paged). */
export const logsApi = {
  list: () => http.page<LogMenu>('/monitor/logs'),
};

export const logsKeys = createQueryKeys('monitor/logs');
