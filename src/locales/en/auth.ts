import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/auth';

const auth: LocaleShape<typeof zhCN> = {
  placeholder: '',
};
export default auth;
