import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/http';

const http: LocaleShape<typeof zhCN> = {
  placeholder: '',
};
export default http;
