import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/shell';

const shell: LocaleShape<typeof zhCN> = {
  placeholder: '',
};
export default shell;
