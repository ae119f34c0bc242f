/** Runtime-free shapes of SysPostController; the mock backend imports them (type-only). */
import type { PageParams } from '@/lib/http/types';

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
