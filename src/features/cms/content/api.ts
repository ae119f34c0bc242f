import { publishPipeApi } from '@/api/cms/publishpipe';
import { http, type RawPage } from '@/lib/http';

import type { PageWidget, PageWidgetForm, PageWidgetQuery, PageWidgetType } from './types';

type Ids = readonly string[];

/**
 * A call of the search module the content list makes: ContentIndexController's file in src/api/cms is
 * written with the search screens; this line moves there then.
 */
export const contentExtrasApi = {
  createIndex: (contentId: string) => http.post<void>(`/cms/search/build/${contentId}`),
};

/** PageWidgetController (1.5.5 REST form). */
export const pageWidgetApi = {
  types: async () => (await http.get<RawPage<PageWidgetType>>('/cms/pagewidget/types'))?.rows ?? [],
  list: (query: PageWidgetQuery) => http.page<PageWidget>('/cms/pagewidget', query),
  add: (body: PageWidgetForm) =>
    http.post<void>(`/cms/pagewidget?type=${encodeURIComponent(body.type)}`, body),
  publish: (ids: Ids) => http.post<void>('/cms/pagewidget/publish', ids),
  remove: (ids: Ids) => http.delete<void>('/cms/pagewidget', ids),
  publishPipes: publishPipeApi.selectData,
};
