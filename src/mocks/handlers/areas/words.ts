import type { HandlerModule } from '../module';
import { contentIndexHandlers } from '../search/content-index';
import { searchDictHandlers } from '../search/dict';
import { searchWordHandlers } from '../search/word-log';
import { baiduStatHandlers } from '../stat/baidu';
import { contentStatHandlers } from '../stat/content-stat';
import { statMenuHandlers } from '../stat/menu';
import { hotWordHandlers } from '../word/hotword';
import { sensitiveWordHandlers } from '../word/sensitive-word';

/** Handler modules of the words, search, statistics area, in match order (see ../index.ts). */
export const wordsHandlerModules: HandlerModule[] = [
  hotWordHandlers,
  sensitiveWordHandlers,
  searchDictHandlers,
  searchWordHandlers,
  contentIndexHandlers,
  statMenuHandlers,
  baiduStatHandlers,
  contentStatHandlers,
];
