import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  placeholder: 'Please enter content',
  loading: 'Loading the editor…',
  loadFailed: 'The editor failed to load, please refresh the page',
  insertImage: 'Insert image',
  insertVideo: 'Insert video',
  insertFile: 'Insert file',
  insertResource: 'Insert resource',
  thirdVideo: 'Insert third-party video',
  fallbackHint: 'Plain mode: edit the HTML directly',
  imageTooLarge: 'Images cannot exceed {{size}}: {{names}}',
  video: {
    title: 'The third party video',
    code: 'Video Code',
    codePlaceholder: 'Paste the sharing code containing <iframe src="…">',
    codeRequired: 'The video code cannot be empty',
    noIframe: 'The video code must contain an <iframe> with a src',
    width: 'Width',
    height: 'Height',
    align: 'Align',
    alignCenter: 'Center',
    alignLeft: 'Left',
    alignRight: 'Right',
  },
};
export default strings;
