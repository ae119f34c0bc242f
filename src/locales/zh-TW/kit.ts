import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/kit';

const kit: LocaleShape<typeof zhCN> = {
  placeholder: '',
};
export default kit;
