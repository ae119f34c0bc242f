import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysPost as `/system/post/list` and `/system/post/{postId}` return it. */
export interface SysPost {
  postId: string;
  postCode: string;
  postName: string;
  postSort: number;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

/** Query of `GET /system/post/list` (the export posts the same fields). */
export interface PostQuery extends PageParams {
  postCode?: string;
  postName?: string;
  status?: string;
}

/** Body of `POST|PUT /system/post`: the fields of SysPost the console writes. */
export interface PostBody {
  postId?: string;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string;
}

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
