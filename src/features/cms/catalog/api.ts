import { http } from '@/lib/http';

import type { CodeName, ExModelOption } from './types';

interface Rows<T> {
  rows?: T[];
}

/**
 * Option lists of other modules the extend tab reads: the ex-model and hot-word-group controllers'
 * files in src/api/cms are written with their own screens; these lines move there then.
 */
export const catalogExtrasApi = {
  exModelOptions: async () =>
    (await http.get<Rows<ExModelOption>>('/cms/exmodel/options', { pageSize: 1000 }))?.rows ?? [],
  hotWordGroups: async () => (await http.get<Rows<CodeName>>('/cms/hotword/group/options'))?.rows ?? [],
};
