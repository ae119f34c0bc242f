import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/common';

const common: LocaleShape<typeof zhCN> = {
  appTitle: 'Chestnut CMS',
  ok: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  backHome: 'Back to Home',
  back: 'Back',
  home: 'Home',
  languageSwitched: 'Language switched',
};
export default common;
