import { http } from '@/lib/http';

import type { ServerInfo } from './types';

/** ServerController (endpoints.tsv). */
export const serverApi = {
  get: () => http.get<ServerInfo>('/monitor/server'),
};
