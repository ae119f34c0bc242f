import { formatDuration, formatTime } from '@/lib/utils';

const local = new Date(2024, 0, 2, 3, 4, 5); // Tuesday, local time

describe('formatTime', () => {
  it.each<[string, Parameters<typeof formatTime>[0], string | undefined, string]>([
    ['a Date with the default pattern', local, undefined, '2024-01-02 03:04:05'],
    [
      'a backend date-time string (read as local time)',
      '2024-01-02 03:04:05',
      undefined,
      '2024-01-02 03:04:05',
    ],
    ['a date-only string', '2024-01-02', '{y}/{m}/{d} {h}:{i}', '2024/01/02 00:00'],
    ['slashes and one-digit parts', '2024/1/2 3:04', undefined, '2024-01-02 03:04:00'],
    ['ISO without a zone, with milliseconds', '2024-01-02T03:04:05.678', undefined, '2024-01-02 03:04:05'],
    ['ms number', local.getTime(), undefined, '2024-01-02 03:04:05'],
    ['10-digit number as seconds', Math.floor(local.getTime() / 1000), undefined, '2024-01-02 03:04:05'],
    [
      '10-digit string as seconds',
      String(Math.floor(local.getTime() / 1000)),
      undefined,
      '2024-01-02 03:04:05',
    ],
    ['13-digit string as ms', String(local.getTime()), '{y}{m}{d}', '20240102'],
    ['custom pattern with weekday (zh)', local, '{y}年{m}月{d}日 星期{a}', '2024年01月02日 星期二'],
    ['repeated placeholder letters', local, '{yyyy}-{mm}', '2024-01'],
    ['empty string', '', undefined, ''],
    ['null', null, undefined, ''],
    ['undefined', undefined, undefined, ''],
    ['garbage', 'not a date', undefined, ''],
  ])('%s', (_label, value, pattern, expected) => {
    expect(formatTime(value, pattern)).toBe(expected);
  });

  it('reads ISO strings with a zone as that instant', () => {
    const instant = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(formatTime('2024-01-02T03:04:05Z')).toBe(formatTime(instant));
    expect(formatTime('2024-01-02T11:04:05+08:00')).toBe(formatTime(instant));
  });

  it.each([
    ['zh-CN', '日'],
    ['zh-TW', '日'],
    ['en', 'Sun'],
  ] as const)('weekday {a} in %s', (locale, expected) => {
    expect(formatTime(new Date(2024, 0, 7), '{a}', locale)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each<[number, string, string, string]>([
    [0, '0秒', '0秒', '0s'],
    [999, '0秒', '0秒', '0s'],
    [3000, '3秒', '3秒', '3s'],
    [62_000, '1分2秒', '1分2秒', '1m 2s'],
    [3_723_000, '1小时2分3秒', '1小時2分3秒', '1h 2m 3s'],
    [3_600_000, '1小时0分0秒', '1小時0分0秒', '1h 0m 0s'],
    [3_605_000, '1小时0分5秒', '1小時0分5秒', '1h 0m 5s'],
    [90_000_000, '25小时0分0秒', '25小時0分0秒', '25h 0m 0s'],
  ])('%i ms', (ms, zhCN, zhTW, en) => {
    expect(formatDuration(ms, 'zh-CN')).toBe(zhCN);
    expect(formatDuration(ms, 'zh-TW')).toBe(zhTW);
    expect(formatDuration(ms, 'en')).toBe(en);
  });

  it('uses the current locale by default and rejects nonsense', () => {
    expect(formatDuration(61_000)).toBe('1分1秒');
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(undefined)).toBe('');
  });
});
