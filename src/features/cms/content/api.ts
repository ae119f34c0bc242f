import { http } from '@/lib/http';

/**
 * A call of the search module the content list makes: ContentIndexController's file in src/api/cms is
 * written with the search screens; this line moves there then.
 */
export const contentExtrasApi = {
  createIndex: (contentId: string) => http.post<void>(`/cms/search/build/${contentId}`),
};
