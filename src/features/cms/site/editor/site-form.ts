import type { SiteDetail } from '@/api/cms/site';

/**
 * SiteDTO of `PUT /cms/site` (docs/endpoints.md) from the editor's form, which holds the whole loaded
 * site: exactly the DTO's fields, so nothing else the reply carried travels back.
 */
export function toSiteBody(values: SiteDetail): SiteDetail {
  return {
    siteId: values.siteId,
    name: values.name,
    description: values.description,
    logo: values.logo,
    logoSrc: values.logoSrc,
    path: values.path,
    url: values.url,
    resourceUrl: values.resourceUrl,
    staticSuffix: values.staticSuffix,
    deptCode: values.deptCode,
    seoKeywords: values.seoKeywords,
    seoDescription: values.seoDescription,
    seoTitle: values.seoTitle,
    configProps: values.configProps,
    publishPipeDatas: values.publishPipeDatas,
    params: values.params,
  };
}
