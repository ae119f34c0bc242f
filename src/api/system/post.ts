import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { PostBody, PostQuery, SysPost } from './post.types';

export type * from './post.types';

const toBody = bodyPicker<PostBody>()(['postId', 'postCode', 'postName', 'postSort', 'status', 'remark']);

export const postKeys = createQueryKeys('system/post');

/** SysPostController. */
export const postApi = {
  listUrl: '/system/post/list',
  list: (query: PostQuery) => http.page<SysPost>(postApi.listUrl, query),
  get: (postId: string) => http.get<SysPost>(`/system/post/${postId}`),
  add: (body: PostBody) => http.post<void>('/system/post', toBody(body)),
  update: (body: PostBody) => http.put<void>('/system/post', toBody(body)),
  remove: (postIds: readonly (string | number)[]) => http.delete<void>('/system/post', postIds),
};
