import { http } from '@/lib/http';

/** One publish pipe's answer of `POST /cms/seo/baidu_push` (the list and the editor both push). */
export interface BaiduPushResult {
  publishPipeCode: string;
  success: number;
  remain: number;
}

/** Pushes contents' URLs to Baidu; the body is the content ids (List<Long>, sent as strings). */
export const baiduPush = (contentIds: string[]) =>
  http.post<BaiduPushResult[]>('/cms/seo/baidu_push', contentIds);
