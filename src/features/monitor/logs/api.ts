import { http } from '@/lib/http';

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
