import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: 'Ex-Model Properties',
  select: 'Select',
  clean: 'Clean',
  noResource: 'No resource selected',
  noContent: 'No content selected',
  empty: 'This extension model has no fields',
  rules: {
    required: '{{label}} cannot be empty',
    number: '{{label}} must be a number',
    int: '{{label}} must be an integer',
    email: '{{label}} is not a valid email address',
    phone: '{{label}} is not a valid mobile phone number',
    regex: '{{label}} has an invalid format',
  },
};
export default strings;
