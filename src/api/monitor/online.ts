import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** SysUserOnline as `GET /monitor/online/list` returns it. */
export interface SysUserOnline {
  /** The session's token: the id a force logout names. */
  tokenId: string;
  deptName?: string;
  userName: string;
  ipaddr: string;
  loginLocation?: string;
  browser?: string;
  os?: string;
  /** Epoch milliseconds (a Long, not a formatted date). */
  loginTime: number;
}

/** Query of `GET /monitor/online/list`; both compare whole values. */
export interface OnlineQuery {
  ipaddr?: string;
  userName?: string;
}

export const onlineKeys = createQueryKeys('monitor/online');

/** SysUserOnlineController. */
export const onlineApi = {
  // table<>: every open session at once, no paging parameters.
  list: async (query: OnlineQuery) => (await http.page<SysUserOnline>('/monitor/online/list', query)).rows,
  forceLogout: (tokenId: string) => http.delete<void>(`/monitor/online/${encodeURIComponent(tokenId)}`),
};
