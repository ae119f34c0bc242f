import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  levelType: 'Level Type',
  level: 'Level',
  levelText: 'Lv{{level}}',
  name: 'Name',
  nextNeedExp: 'Next Need Exp',
  remark: 'Remark',
  check: 'Check',
  gap: 'Lv{{level}} is missing',
  notIncreasing: 'Needs no more experience than Lv{{level}} ({{exp}})',
  issues:
    'The level configs have {{count}} problem(s): levels should run from Lv1 without gaps, each needing more experience than the one before.',
  addTitle: 'Add Level Config',
  editTitle: 'Edit Level Config',
  deleteConfirm: 'Are you sure to delete the level configs with ids "{{ids}}"?',
};
export default strings;
