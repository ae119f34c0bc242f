import { localizeLocation, localizeRunTime } from '@/lib/utils';

describe('server text in the console language', () => {
  it.each([
    ['zh-CN', '0天0小时23分钟', '0天0小时23分钟'],
    ['zh-TW', '0天0小时23分钟', '0天0小時23分鐘'],
    ['en', '3天5小时17分钟', '3 d 5 h 17 min'],
    ['en', '17 minutes', '17 minutes'],
    ['en', undefined, ''],
  ] as const)('run time in %s: %s → %s', (locale, text, shown) => {
    expect(localizeRunTime(text, locale)).toBe(shown);
  });

  it.each([
    ['en', '内网IP', 'Intranet IP'],
    ['zh-TW', '内网IP', '內網IP'],
    ['zh-CN', '内网IP', '内网IP'],
    // A real place name is the server's text.
    ['en', '浙江省 杭州市', '浙江省 杭州市'],
    ['en', null, ''],
  ] as const)('location in %s: %s → %s', (locale, text, shown) => {
    expect(localizeLocation(text, locale)).toBe(shown);
  });
});
