import { exModelApi } from '@/api/cms/exmodel';
import { hotWordApi } from '@/api/cms/hotword';

import type { CodeName, ExModelOption } from './types';

/** Option lists of other modules the extend tab reads, as plain arrays. */
export const catalogExtrasApi = {
  exModelOptions: async (): Promise<ExModelOption[]> => (await exModelApi.options()).rows,
  hotWordGroups: async (): Promise<CodeName[]> => (await hotWordApi.groupOptions()).rows,
};
