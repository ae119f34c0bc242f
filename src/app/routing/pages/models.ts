import type { PageLoader } from '../page-types';

/** Extension models, their fields and custom forms (see page-registry.ts; `null`: not built yet). */
export const modelsPages = {
  'cms/exmodel/model': () => import('@/features/cms/exmodel/ExModelPage'),
  'meta/fieldList': () => import('@/features/cms/exmodel/fields/FieldListPage'),
  'cms/customform/index': () => import('@/features/cms/customform/CustomFormPage'),
  'cms/customform/data': () => import('@/features/cms/customform/data/CustomFormDataPage'),
} satisfies Record<string, PageLoader | null>;
