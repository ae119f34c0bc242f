import type { PageParams } from '@/lib/http';

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

/** Body of `POST|PUT /system/post`. */
export interface PostForm {
  postId?: string;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string;
}
