import type { ComponentType, LazyExoticComponent } from 'react';

import { type Preloadable, preloadable } from '@/lib/preloadable';

import type { PageLoader } from './page-types';
import { membersPages } from './pages/members';
import { modelsPages } from './pages/models';
import { operationsPages } from './pages/operations';
import { resourcesPages } from './pages/resources';
import { wordsPages } from './pages/words';
import { trackScreenCodeWait } from './screen-code-wait';

export type { PageLoader, PageModule } from './page-types';

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

  // The second half of the console, one file per area so each can grow on its own.
  ...resourcesPages,
  ...modelsPages,
  ...operationsPages,
  ...wordsPages,
  ...membersPages,
} satisfies Record<string, PageLoader | null>;

export type PageKey = keyof typeof pageRegistry;

export function isPageKey(key: string): key is PageKey {
  return Object.prototype.hasOwnProperty.call(pageRegistry, key);
}

/** The loader, starting the page's own lazy parts (`PageModule.preloadParts`) once its module is in. */
function withParts(loader: PageLoader): PageLoader {
  return () =>
    loader().then((page) => {
      page.preloadParts?.();
      return page;
    });
}

/** Each built page as a preloadable lazy component (see `preloadable`), made once. */
const PAGES = new Map<string, Preloadable>(
  Object.entries(pageRegistry).flatMap(([key, loader]: [string, PageLoader | null]) =>
    loader ? [[key, preloadable(withParts(loader), trackScreenCodeWait)] as const] : [],
  ),
);

/**
 * The loader for a key, or null when the key is unknown or the screen is not built yet. Loading is
 * shared with the page's lazy component, which then renders at once.
 */
export function pageLoader(key: string): PageLoader | null {
  return PAGES.get(key)?.load ?? null;
}

/** Whether the page's code is in (unknown and unbuilt keys have none to wait for). */
export function pageLoaded(key: string): boolean {
  return PAGES.get(key)?.loaded() ?? true;
}

/** Each built page's lazy component by key (a record, so a render only looks one up). */
export const PAGE_COMPONENTS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> =
  Object.fromEntries([...PAGES].map(([key, page]) => [key, page.Component]));
