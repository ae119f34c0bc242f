import type { PageLoader } from '../page-types';

/** CMS resources and publishing: resource library, publish pipes, templates, files, directives (see page-registry.ts; `null`: not built yet). */
export const resourcesPages = {
  'cms/contentcore/resource': () => import('@/features/cms/resource/ResourcePage'),
  'cms/contentcore/publishPipe': () => import('@/features/cms/publishpipe/PublishPipePage'),
  'cms/contentcore/template': () => import('@/features/cms/template/TemplatePage'),
  'cms/contentcore/templateEditor': () => import('@/features/cms/template/editor/TemplateEditorPage'),
  'cms/contentcore/file': () => import('@/features/cms/file/FileManagerPage'),
  'cms/contentcore/fileEditor': () => import('@/features/cms/file/editor/FileEditorPage'),
  'cms/staticize/index': () => import('@/features/cms/staticize/StaticizePage'),
} satisfies Record<string, PageLoader | null>;
