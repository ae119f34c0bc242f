import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** ArticleBodyFormat of `GET /cms/article/formats` (rich text, markdown…). */
export interface ArticleBodyFormat {
  id: string;
  name: string;
}

export const articleKeys = createQueryKeys('cms/article');

/** ArticleController: what the article body editor reads. */
export const articleApi = {
  formats: () => http.get<ArticleBodyFormat[]>('/cms/article/formats'),
  /** Publish pipe code → the CSS URL the catalog's templates give the body editor. */
  editorCss: (catalogId: string) =>
    http.get<Record<string, string>>('/cms/article/ueditor_css', { catalogId }),
};
