import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: 'Image tool: {{name}}',
  crop: 'Crop',
  rotate: 'Rotate & resize',
  textWatermark: 'Text watermark',
  imageWatermark: 'Image watermark',
  ratio: 'Ratio',
  free: 'Free',
  x: 'X',
  y: 'Y',
  width: 'Width',
  height: 'Height',
  preview: 'Preview',
  apply: 'Apply',
  close: 'Close',
  size: 'Current size: {{width}} × {{height}}',
  resultSize: 'Result: {{width}} × {{height}}',
  angle: 'Angle',
  rotateLeft: 'Rotate left 90°',
  rotateRight: 'Rotate right 90°',
  flipX: 'Flip horizontally',
  flipY: 'Flip vertically',
  resizeWidth: 'Resize width',
  resizeHeight: 'Resize height',
  resizeHint: 'Leave empty to keep the size; one side alone keeps the ratio',
  text: 'Watermark text',
  fontSize: 'Font size',
  color: 'Colour',
  opacity: 'Opacity',
  watermarkImage: 'Watermark image',
  pickImage: 'Pick image',
  region: 'Watermark region',
  watermarkNote:
    'The server receives the region only (X, Y, width, height); a V1.5.5 server records the operation and leaves the image unchanged, so the text or image shows in the preview only.',
  applied: 'Image processed',
  recorded: 'Watermark region sent',
  loading: 'Reading the image size…',
};
export default strings;
