import { exModelApi } from '@/api/cms/exmodel';
import { hotWordApi } from '@/api/cms/hotword';
import { baiduStatApi } from '@/api/cms/stat-baidu';

/**
 * Calls of other modules the site editor's extend tab reads (the exmodel, hotword and Baidu statistics
 * controllers, typed in src/api/cms).
 */
export const siteExtrasApi = {
  refreshBaiduToken: baiduStatApi.refreshToken,
  exModelOptions: () => exModelApi.options(),
  hotWordGroupOptions: hotWordApi.groupOptions,
};
