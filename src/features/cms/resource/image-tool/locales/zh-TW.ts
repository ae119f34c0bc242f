import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: '圖片處理：{{name}}',
  crop: '裁剪',
  rotate: '旋轉縮放',
  textWatermark: '文字浮水印',
  imageWatermark: '圖片浮水印',
  ratio: '比例',
  free: '自由',
  x: 'X',
  y: 'Y',
  width: '寬度',
  height: '高度',
  preview: '預覽',
  apply: '套用',
  close: '關閉',
  size: '目前尺寸：{{width}} × {{height}}',
  resultSize: '處理後：{{width}} × {{height}}',
  angle: '旋轉角度',
  rotateLeft: '向左旋轉 90°',
  rotateRight: '向右旋轉 90°',
  flipX: '水平翻轉',
  flipY: '垂直翻轉',
  resizeWidth: '縮放寬度',
  resizeHeight: '縮放高度',
  resizeHint: '留空保持原尺寸，只填一邊則按比例縮放',
  text: '浮水印文字',
  fontSize: '字號',
  color: '顏色',
  opacity: '不透明度',
  watermarkImage: '浮水印圖片',
  pickImage: '選擇圖片',
  region: '浮水印區域',
  watermarkNote:
    '提交給伺服器的只有浮水印區域（X、Y、寬度、高度）；V1.5.5 的伺服器記錄此操作但不改變圖片，浮水印文字和圖片僅在預覽中顯示。',
  applied: '圖片已處理',
  recorded: '已提交浮水印區域',
  loading: '正在讀取圖片尺寸…',
};
export default strings;
