import { http } from '@/lib/http';

import type { LockableUser, LogininforQuery, SysLogininfor } from './types';

/** Typed calls of SysLogininforController (endpoints.tsv). */
export const logininforApi = {
  listUrl: '/monitor/logininfor/list',
  list: (query: LogininforQuery) => http.page<SysLogininfor>('/monitor/logininfor/list', query),
  remove: (infoIds: readonly (string | number)[]) => http.delete<void>('/monitor/logininfor', infoIds),
  clean: () => http.delete<void>('/monitor/logininfor/clean'),
};

/**
 * V1.5.5 has no unlock endpoint: an administrator unlocks an account by saving the user with status
 * "0" (the server then drops the lock and the failed-attempt count). These are the user calls for it.
 */
export const unlockApi = {
  findUser: async (userName: string): Promise<LockableUser | undefined> => {
    const page = await http.page<LockableUser>('/system/user/list', { userName, pageNum: 1, pageSize: 50 });
    // The list filters with LIKE; the log names exactly one account.
    return page.rows.find((u) => u.userName === userName);
  },
  /** The full user (with post ids), so saving it back changes the status only. */
  getUser: async (userId: string) => (await http.get<{ user: LockableUser }>(`/system/user/${userId}`)).user,
  saveUser: (user: LockableUser) => http.put<void>('/system/user', user),
};
