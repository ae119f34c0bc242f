import { http } from '@/lib/http';

import type { PostForm, PostQuery, SysPost } from './types';

/** Typed calls of SysPostController (endpoints.tsv). */
export const postApi = {
  listUrl: '/system/post/list',
  list: (query: PostQuery) => http.page<SysPost>('/system/post/list', query),
  get: (postId: string) => http.get<SysPost>(`/system/post/${postId}`),
  add: (body: PostForm) => http.post<void>('/system/post', body),
  update: (body: PostForm) => http.put<void>('/system/post', body),
  remove: (postIds: readonly (string | number)[]) => http.delete<void>('/system/post', postIds),
};
