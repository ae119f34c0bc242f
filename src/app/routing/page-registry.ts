import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * Every page a menu row (`/getRouters` component) or a static route can name, mapped to a lazily
 * imported module. `null` means the screen is not built yet: the route shows the "not available yet"
 * page instead of crashing. Keys are the ChestnutCMS view paths (the `component` column of sys_menu),
 * so the console stays a drop-in replacement for the Vue one.
 */
export const pageRegistry = {
  // Home and account (static routes)
  index: () => import('@/features/system/home/HomePage'),
  'system/user/profile/index': () => import('@/features/system/profile/ProfilePage'),
  'system/user/userPreference': () => import('@/features/system/profile/PreferencePage'),

  // System (menu 1)
  'system/user/index': () => import('@/features/system/user/UserPage'),
  'system/role/index': () => import('@/features/system/role/RolePage'),
  'system/role/authUser': () => import('@/features/system/role/AuthUserPage'),
  'system/menu/index': () => import('@/features/system/menu/MenuPage'),
  'system/dept/index': () => import('@/features/system/dept/DeptPage'),
  'system/post/index': () => import('@/features/system/post/PostPage'),
  'system/dict/index': () => import('@/features/system/dict/DictTypePage'),
  'system/dict/data': () => import('@/features/system/dict/DictDataPage'),
  'system/config/index': () => import('@/features/system/config/ConfigPage'),
  'system/notice/index': () => import('@/features/system/notice/NoticePage'),
  'system/i18n/index': () => import('@/features/system/i18n/I18nPage'),
  'system/security/index': () => import('@/features/system/security/SecurityPage'),

  // Monitor (menu 2) and logs
  'monitor/online/index': () => import('@/features/monitor/online/OnlinePage'),
  'monitor/task/index': () => import('@/features/monitor/task/TaskPage'),
  'monitor/job/index': () => import('@/features/monitor/job/JobPage'),
  'monitor/async/index': () => import('@/features/monitor/async/AsyncPage'),
  'monitor/druid/index': () => import('@/features/monitor/druid/DruidPage'),
  'monitor/server/index': () => import('@/features/monitor/server/ServerPage'),
  'monitor/cache/index': () => import('@/features/monitor/cache/CacheMonitorPage'),
  'monitor/cache/list': () => import('@/features/monitor/cache/CacheListPage'),
  'monitor/logs/index': () => import('@/features/monitor/logs/LogsPage'),
  'monitor/logs/logininfo': () => import('@/features/monitor/logininfor/LogininforPage'),
  'monitor/logs/operation': () => import('@/features/monitor/operlog/OperlogPage'),

  // Tools (menu 3)
  'system/groovy/index': () => import('@/features/tool/groovy/GroovyPage'),
  'tool/build/index': null,
  'tool/gen/index': () => import('@/features/tool/gen/GenPage'),
  'tool/gen/editTable': () => import('@/features/tool/gen/GenEditPage'),
  'components/icons/index': () => import('@/features/tool/icons/IconsPage'),
  'tool/swagger/index': () => import('@/features/tool/swagger/SwaggerPage'),

  // CMS content (menu 2025)
  'cms/contentcore/site': () => import('@/features/cms/site/SitePage'),
  'cms/contentcore/siteTab': () => import('@/features/cms/site/editor/SiteEditorPage'),
  'cms/contentcore/catalog': () => import('@/features/cms/catalog/CatalogPage'),
  'cms/contentcore/content': () => import('@/features/cms/content/ContentPage'),
  'cms/contentcore/contentEditor': () => import('@/features/cms/content-editor/ContentEditorPage'),
  'cms/book/chapterEditor': () => import('@/features/cms/content-editor/types/book/ChapterEditorPage'),
  'cms/contentcore/preview': () => import('@/features/cms/preview/PreviewPage'),
  'cms/contentcore/resource': null,
  'cms/contentcore/publishPipe': null,
  'cms/contentcore/template': null,
  'cms/contentcore/templateEditor': null,
  'cms/contentcore/file': null,
  'cms/contentcore/fileEditor': null,
  'cms/staticize/index': null,
  'cms/exmodel/model': null,
  'meta/fieldList': null,
  'cms/word/word': null,
  'cms/search/indexList': null,
  'search/dictWord': null,
  'search/wordTab': null,
  'cms/block/manualBlockEditor': null,

  // Operations (menu 2035)
  'cms/link/linkGroup': null,
  'cms/link/link': null,
  'cms/ad/adSpace': null,
  'cms/ad/adSpaceEditor': null,
  'cms/ad/advertisementEditor': null,
  'comment/commentList': null,
  'vote/index': null,
  'vote/subjectList': null,
  'cms/customform/index': null,
  'cms/customform/data': null,

  // Members (menu 2060) and statistics (menu 2080)
  'member/memberList': null,
  'member/levelConfig': null,
  'member/expConfig': null,
  'stat/index': null,
} satisfies Record<string, PageLoader | null>;

export type PageKey = keyof typeof pageRegistry;

export function isPageKey(key: string): key is PageKey {
  return Object.prototype.hasOwnProperty.call(pageRegistry, key);
}

/** The loader for a key, or null when the key is unknown or the screen is not built yet. */
export function pageLoader(key: string): PageLoader | null {
  return isPageKey(key) ? pageRegistry[key] : null;
}
