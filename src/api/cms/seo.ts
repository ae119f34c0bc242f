import { http } from '@/lib/http';

/** One publish pipe's answer of `POST /cms/seo/baidu_push` (the list and the editor both push). */
export interface BaiduPushResult {
  publishPipeCode: string;
  success: number;
  remain: number;
  not_same_site?: string[];
  not_valid?: string[];
}

/** SitePushController and SitemapController. */
export const seoApi = {
  /** Pushes contents' URLs to Baidu; the body is the content ids (List<Long>, sent as strings). */
  baiduPush: (contentIds: readonly string[]) =>
    http.post<BaiduPushResult[]>('/cms/seo/baidu_push', contentIds),
  /** `siteId` travels in the query (POST params as query/form); answers the task id. */
  generateSitemap: (siteId: string) =>
    http.post<string>(`/cms/seo/sitemap?siteId=${encodeURIComponent(siteId)}`),
};
