/** Runtime-free shape of DynamicPageController's page, kept apart from the calls so the mock can import it. */

/** CmsDynamicPage: a custom dynamic page of the current site (cms-dynamic module). */
export interface CmsDynamicPage {
  pageId: string;
  siteId: string;
  name: string;
  /** Unique per site; what `${customDynamicPageLink('code')}` names. */
  code: string;
  description?: string;
  /** Request path without the leading slash (the server strips it on add). */
  path: string;
  /** Types of `GET /cms/dynamic_page/init_data_types`. */
  initDataTypes?: string[];
  /** Template path per publish pipe code. */
  templates?: Record<string, string>;
  remark?: string;
  createBy?: string;
  createTime?: string;
}
