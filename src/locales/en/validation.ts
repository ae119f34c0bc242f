import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/validation';

const validation: LocaleShape<typeof zhCN> = {
  placeholder: '',
};
export default validation;
