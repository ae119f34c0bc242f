import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  placeholder: '請輸入內容',
  loading: '編輯器載入中…',
  loadFailed: '編輯器載入失敗，請重新整理頁面再試',
  insertImage: '插入圖片',
  insertVideo: '插入影片',
  insertFile: '插入檔案',
  insertResource: '插入素材',
  thirdVideo: '插入第三方影片',
  fallbackHint: '純文字模式：直接編輯 HTML',
  imageTooLarge: '圖片大小不能超過 {{size}}：{{names}}',
  video: {
    title: '第三方影片分享',
    code: '影片嵌入代碼',
    codePlaceholder: '貼上包含 <iframe src="…"> 的分享代碼',
    codeRequired: '影片嵌入代碼不能為空',
    noIframe: '影片嵌入代碼必須包含帶 src 的 <iframe>',
    width: '寬度',
    height: '高度',
    align: '對齊',
    alignCenter: '置中',
    alignLeft: '靠左',
    alignRight: '靠右',
  },
};
export default strings;
