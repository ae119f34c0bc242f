/**
 * Site extend config (`CmsSite.configProps`): the backend stores every property as a string and its
 * IProperty classes parse them on read. This module holds the defaults and the parse/serialise rules
 * used by `GET|POST /cms/site/extends` and the default-template endpoints.
 */
import type { CmsSite } from '../../db';

/** Properties whose value is JSON (objects and arrays), the rest are plain strings or numbers. */
const JSON_KEYS = new Set(['FileStorageArgs', 'ImageWatermarkArgs', 'HotWordGroups']);
const NUMBER_KEYS = new Set([
  'MaxPageOnContentPublish',
  'CatalogPageSize',
  'RecycleKeepDays',
  'ThumbnailWidth',
  'ThumbnailHeight',
]);

/** Default values of the Site-scoped config properties (what a new site reads). */
export const SITE_CONFIG_DEFAULTS: Record<string, unknown> = {
  EnableIndex: 'Y',
  SearchAnalyzeType: 'ik_smart',
  RepeatTitleCheck: '0',
  SiteExtendModel: '',
  MaxPageOnContentPublish: 3,
  PublishedContentEdit: 'N',
  SSIEnabled: 'Y',
  EnableSiteDeleteBackup: 'N',
  SiteApiUrl: '',
  MemberResourceUrl: '',
  CatalogPageSize: 20,
  AutoArticleLogo: 'N',
  DownloadRemoteImage: 'N',
  RecycleKeepDays: 30,
  ThumbnailWidth: 0,
  ThumbnailHeight: 0,
  FileStorageType: 'Local',
  FileStorageArgs: {},
  ImageWatermark: 'N',
  ImageWatermarkArgs: { image: '', position: 'TOP_RIGHT', opacity: 1, ratio: 30 },
  SensitiveWordEnable: 'Y',
  ErrorProneWordEnable: 'Y',
  HotWordGroups: [],
  BaiduPushAccessSecret: '',
  BaiduTjApiKey: '',
  BaiduTjSecretKey: '',
  BaiduTjRefreshToken: '',
  BaiduTjAccessToken: '',
  BaiduTjDomain: '',
  EnableStat: 'N',
  EnableDynamicStatScript: 'N',
  EnableHyperLogLog: 'N',
  EnableCustomFormCaptcha: 'N',
  EnableCommentAudit: 'Y',
};

function parse(key: string, raw: string): unknown {
  if (JSON_KEYS.has(key)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return SITE_CONFIG_DEFAULTS[key];
    }
  }
  if (NUMBER_KEYS.has(key)) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : SITE_CONFIG_DEFAULTS[key];
  }
  return raw;
}

/** The typed extend config of a site: stored values over the defaults. */
export function siteConfig(site: CmsSite): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(SITE_CONFIG_DEFAULTS);
  for (const [key, raw] of Object.entries(site.configProps ?? {})) out[key] = parse(key, raw);
  return out;
}

/** `POST /cms/site/extends/{siteId}` body (strings; objects already JSON) into configProps. */
export function storeSiteConfig(site: CmsSite, body: Record<string, unknown>): void {
  const props = { ...site.configProps };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    props[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  site.configProps = props;
}

/** Site-level default template keys of one pipe (besides the per-content-type detail keys). */
export const DEFAULT_TEMPLATE_KEYS = ['defaultListTemplate', 'defaultCustomFormTemplate'];
export const DETAIL_TEMPLATE_PREFIX = 'defaultDetailTemplate_';

/**
 * Dynamic page types (CoreController `/cms/dynamicPageTypes`): name key in messages, request path and
 * the publish-pipe property holding the site's template for it.
 */
export const DYNAMIC_PAGE_TYPES = [
  { type: 'Search', path: '/_search', key: 'SearchTemplate' },
  { type: 'AccountCentre', path: '/account/{memberId}', key: 'AccountCentreTemplate' },
  { type: 'AccountLogin', path: '/account/login', key: 'AccountLoginTemplate' },
  { type: 'AccountRegister', path: '/account/register', key: 'AccountRegisterTemplate' },
  { type: 'AccountForgetPassword', path: '/account/forget_password', key: 'AccountForgetPasswordTemplate' },
  { type: 'AccountSetting', path: '/account/setting', key: 'AccountSettingTemplate' },
  { type: 'AccountBindEmail', path: '/account/bind_email', key: 'AccountBindEmailTemplate' },
  { type: 'AccountPassword', path: '/account/password', key: 'AccountPasswordTemplate' },
  { type: 'AccountContribute', path: '/account/contribute', key: 'AccountContributeTemplate' },
] as const;

export function isDefaultTemplateKey(key: string): boolean {
  return (
    DEFAULT_TEMPLATE_KEYS.includes(key) ||
    key.startsWith(DETAIL_TEMPLATE_PREFIX) ||
    DYNAMIC_PAGE_TYPES.some((d) => d.key === key)
  );
}
