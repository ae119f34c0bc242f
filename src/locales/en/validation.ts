import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/validation';

const validation: LocaleShape<typeof zhCN> = {
  required: 'This field is required',
  requiredField: '{{label}} is required',
  email: 'Invalid email address',
  httpUrl: 'Invalid URL, it must start with http(s)://',
  url: 'Invalid URL',
  code: 'Only letters, digits and underscores are allowed',
  mobile: 'Invalid phone number',
  length: 'Length must be between {{min}} and {{max}} characters',
};
export default validation;
