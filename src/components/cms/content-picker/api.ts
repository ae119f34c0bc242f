import { http } from '@/lib/http';

import type { PickerContentRow } from './types';

export interface PickerQuery {
  catalogId: string;
  title?: string;
  contentType?: string;
  pageNum: number;
  pageSize: number;
}

export const contentPickerApi = {
  list: (query: PickerQuery) => http.page<PickerContentRow>('/cms/content/list', query),
};
