import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  open: '截取封面',
  title: '影片封面截圖',
  time: '時間點（單位：秒）',
  preview: '預覽',
  setCover: '設為封面',
  done: '已截取封面',
};
export default strings;
