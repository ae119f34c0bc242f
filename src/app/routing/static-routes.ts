import type { AccessRule } from '@/lib/auth/permission';

import type { PageKey } from './page-registry';

/** A route declared by the console itself (not a menu row), inside the layout. */
export interface StaticRoute {
  path: string;
  page: PageKey;
  /** i18n key under the `routes` namespace of the app. */
  titleKey: StaticRouteTitle;
  /** The menu entry to highlight while this route is open. */
  activeMenu?: string;
  noCache?: boolean;
  /** Route parameters that must be digits only (RuoYi `(\d+)` params). */
  digitParams?: string[];
  /** Added only when the user passes this check (RuoYi `dynamicRoutes`). */
  access?: AccessRule;
  /** Pinned tab (Home). */
  affix?: boolean;
}

export type StaticRouteTitle =
  | 'home'
  | 'profile'
  | 'preference'
  | 'siteEdit'
  | 'templateEditor'
  | 'fileEditor'
  | 'contentEditor'
  | 'bookChapter'
  | 'exmodelFields'
  | 'manualBlock'
  | 'adSpace'
  | 'adEditor'
  | 'linkList'
  | 'voteSubjects'
  | 'customformFields'
  | 'customformData'
  | 'roleUsers'
  | 'dictData'
  | 'genEdit'
  | 'jobs';

/** Shell routes the menu table has no row for (editors keep their owning menu highlighted). */
export const STATIC_ROUTES: StaticRoute[] = [
  { path: '/index', page: 'index', titleKey: 'home', affix: true },
  { path: '/user/profile', page: 'system/user/profile/index', titleKey: 'profile' },
  { path: '/user/preference', page: 'system/user/userPreference', titleKey: 'preference' },
  {
    path: '/cms/site/tabs',
    page: 'cms/contentcore/siteTab',
    titleKey: 'siteEdit',
    activeMenu: '/configs/site',
    noCache: true,
  },
  {
    path: '/cms/template/editor',
    page: 'cms/contentcore/templateEditor',
    titleKey: 'templateEditor',
    activeMenu: '/configs/template',
    noCache: true,
  },
  {
    path: '/cms/file/editor',
    page: 'cms/contentcore/fileEditor',
    titleKey: 'fileEditor',
    activeMenu: '/configs/file',
    noCache: true,
  },
  {
    path: '/cms/content/editor',
    page: 'cms/contentcore/contentEditor',
    titleKey: 'contentEditor',
    activeMenu: '/configs/content',
    noCache: true,
  },
  {
    path: '/cms/book/chapter/editor',
    page: 'cms/book/chapterEditor',
    titleKey: 'bookChapter',
    activeMenu: '/configs/content',
    noCache: true,
  },
  {
    path: '/cms/exmodel/fields',
    page: 'meta/fieldList',
    titleKey: 'exmodelFields',
    activeMenu: '/configs/exmodel',
  },
  {
    path: '/cms/block/manual/editor',
    page: 'cms/block/manualBlockEditor',
    titleKey: 'manualBlock',
    activeMenu: '/configs/content',
    noCache: true,
  },
  {
    path: '/cms/adspace/editor',
    page: 'cms/ad/adSpaceEditor',
    titleKey: 'adSpace',
    activeMenu: '/operations/advertisement',
    noCache: true,
  },
  {
    path: '/cms/ad/editor',
    page: 'cms/ad/advertisementEditor',
    titleKey: 'adEditor',
    activeMenu: '/operations/advertisement',
    noCache: true,
  },
  {
    path: '/operations/link/list',
    page: 'cms/link/link',
    titleKey: 'linkList',
    activeMenu: '/operations/link',
  },
  {
    path: '/operations/vote/subjects',
    page: 'vote/subjectList',
    titleKey: 'voteSubjects',
    activeMenu: '/operations/vote',
    noCache: true,
  },
  {
    path: '/operations/customform/fields',
    page: 'meta/fieldList',
    titleKey: 'customformFields',
    activeMenu: '/operations/customform',
  },
  {
    path: '/operations/customform/data',
    page: 'cms/customform/data',
    titleKey: 'customformData',
    activeMenu: '/operations/customform',
  },
  {
    path: '/system/role-auth/user/:roleId',
    page: 'system/role/authUser',
    titleKey: 'roleUsers',
    activeMenu: '/system/role',
    digitParams: ['roleId'],
    access: { perm: ['system:role:edit'] },
  },
  {
    path: '/system/dict-data/index/:dictId',
    page: 'system/dict/data',
    titleKey: 'dictData',
    activeMenu: '/system/dict',
    digitParams: ['dictId'],
    access: { perm: ['system:dict:view'] },
  },
  {
    path: '/tool/gen-edit/index/:tableId',
    page: 'tool/gen/editTable',
    titleKey: 'genEdit',
    activeMenu: '/tool/gen',
    digitParams: ['tableId'],
    access: { perm: ['tool:gen:edit'] },
  },
  // The legacy Quartz jobs have no 1.5.5 menu row: a linked screen of the scheduled-task page.
  { path: '/monitor/task/job', page: 'monitor/job/index', titleKey: 'jobs', activeMenu: '/monitor/task' },
];

/** Full-page routes outside the layout (the wide editor and the preview open in their own tab). */
export const FULL_PAGE_ROUTES: { path: string; page: PageKey }[] = [
  { path: '/cms/content/editorW', page: 'cms/contentcore/contentEditor' },
  { path: '/cms/preview', page: 'cms/contentcore/preview' },
];

/** Directory shortcuts: `/cms` opens the site screen, `/operations` the friend links. */
export const DIRECTORY_REDIRECTS: Record<string, string> = {
  '/cms': '/configs/site',
  '/operations': '/operations/link',
};
