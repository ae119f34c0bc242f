import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  generate: '生成表達式',
  title: 'Cron表達式生成器',
  expression: '表達式',
  fields: { second: '秒', minute: '分鐘', hour: '小時', day: '日', month: '月', week: '週', year: '年' },
  modes: {
    every: '每{{unit}}',
    none: '不指定',
    range: '週期',
    step: '從…開始，每隔',
    list: '指定',
    last: '本月最後一天',
    custom: '自訂',
  },
  from: '從',
  to: '到',
  start: '開始',
  every: '每隔',
  yearHint: '留空表示每年',
  presets: '常用',
  preset: {
    every5min: '每5分鐘',
    hourly: '每小時整點',
    daily2: '每天凌晨2點',
    weekdays: '工作日10:15',
    monthEnd: '每月最後一天12點',
  },
  preview: '最近5次執行時間',
  computing: '計算中…',
  noMore: '之後沒有更多執行時間',
  problem: {
    empty: '請輸入Cron表達式',
    fieldCount: 'Cron表達式應有6或7個欄位（秒 分 時 日 月 週 [年]），目前為{{count}}個',
    dayFields: '「日」和「週」兩個欄位必須且只能有一個為「?」',
    dayOfWeek: '「週」的取值為1-7（1=週日）或SUN-SAT，不支援「{{value}}」',
    year: '「年」的取值應為1970-2099，不支援「{{value}}」',
    unsupported: '預覽不支援「{{value}}」（W：最近工作日）',
    invalid: 'Cron表達式無效：{{detail}}',
  },
  ok: '確定',
  cancel: '取消',
};
export default strings;
