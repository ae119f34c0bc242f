import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  generate: 'Generate Cron',
  title: 'Cron Expression Generator',
  expression: 'Expression',
  fields: {
    second: 'Second',
    minute: 'Minute',
    hour: 'Hour',
    day: 'Day',
    month: 'Month',
    week: 'Week',
    year: 'Year',
  },
  modes: {
    every: 'Every {{unit}}',
    none: 'Not specified',
    range: 'Range',
    step: 'Start at, every',
    list: 'Specific',
    last: 'Last day of month',
    custom: 'Custom',
  },
  from: 'From',
  to: 'to',
  start: 'Start',
  every: 'every',
  yearHint: 'Empty means every year',
  presets: 'Presets',
  preset: {
    every5min: 'Every 5 minutes',
    hourly: 'Every hour',
    daily2: 'Daily at 02:00',
    weekdays: 'Weekdays at 10:15',
    monthEnd: 'Last day of month at 12:00',
  },
  preview: 'Next 5 run times',
  computing: 'Computing…',
  noMore: 'No further run times',
  problem: {
    empty: 'Please enter a cron expression',
    fieldCount:
      'A cron expression has 6 or 7 fields (second minute hour day month week [year]); found {{count}}',
    dayFields: 'Exactly one of the "day" and "week" fields must be "?"',
    dayOfWeek: 'Week values are 1-7 (1 = Sunday) or SUN-SAT; "{{value}}" is not',
    year: 'Year values are 1970-2099; "{{value}}" is not',
    unsupported: 'The preview does not support "{{value}}" (W: nearest weekday)',
    invalid: 'Invalid cron expression: {{detail}}',
  },
  ok: 'OK',
  cancel: 'Cancel',
};
export default strings;
