import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** SearchLog as the site's search log (`GET /cms/search/log`) lists it. */
export interface SearchLog {
  logId: string;
  word: string;
  userAgent?: string;
  ip?: string;
  location?: string;
  referer?: string;
  clientType?: string;
  source?: string;
  logTime: string;
}

export const searchLogKeys = createQueryKeys('search/log');

/** SearchLogController (the site's list is CMSSearchLogController's, in api/cms/search). */
export const searchLogApi = {
  remove: (logIds: readonly string[]) => http.delete<void>('/search/log', logIds),
};
