import type { PageLoader } from '../page-types';

/** Extension models, their fields and custom forms (see page-registry.ts; `null`: not built yet). */
export const modelsPages = {
  'cms/exmodel/model': () => import('@/features/cms/exmodel/ExModelPage'),
  'meta/fieldList': () => import('@/features/cms/exmodel/fields/FieldListPage'),
  'cms/customform/index': null,
  'cms/customform/data': null,
} satisfies Record<string, PageLoader | null>;
