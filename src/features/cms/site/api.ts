import { exModelApi } from '@/api/cms/exmodel';
import { hotWordApi } from '@/api/cms/hotword';
import { http } from '@/lib/http';

/**
 * Calls of other modules the site editor's extend tab reads. They belong to the exmodel, hotword and
 * Baidu statistics controllers, whose files in src/api/cms are written with their screens; these lines
 * move there then.
 */
export const siteExtrasApi = {
  refreshBaiduToken: () => http.put<void>('/cms/stat/baidu/refreshToken'),
  exModelOptions: () => exModelApi.options(),
  hotWordGroupOptions: hotWordApi.groupOptions,
};
