import { http } from '@/lib/http';

import type { OnlineQuery, SysUserOnline } from './types';

/** Typed calls of SysUserOnlineController (endpoints.tsv). */
export const onlineApi = {
  // table<>: every open session at once, no paging parameters.
  list: async (query: OnlineQuery) => (await http.page<SysUserOnline>('/monitor/online/list', query)).rows,
  forceLogout: (tokenId: string) => http.delete<void>(`/monitor/online/${encodeURIComponent(tokenId)}`),
};
