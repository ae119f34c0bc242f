import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: 'Ex-Model Properties',
  select: 'Select',
  clean: 'Clean',
  noResource: 'No resource selected',
  noContent: 'No content selected',
  empty: 'This extension model has no fields',
  preview: { check: 'Check' },
  rules: {
    required: '{{label}} cannot be empty',
    number: '{{label}} must be a number',
    int: '{{label}} must be an integer',
    email: '{{label}} is not a valid email address',
    phone: '{{label}} is not a valid mobile phone number',
    date: '{{label}} must be a date in the format yyyy-MM-dd',
    time: '{{label}} must be a time in the format HH:mm:ss',
    datetime: '{{label}} must be a date and time in the format yyyy-MM-dd HH:mm:ss',
    regex: '{{label}} has an invalid format',
  },
};
export default strings;
