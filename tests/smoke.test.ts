import { i18n } from '@/lib/i18n';

describe('i18n', () => {
  it('starts in zh-CN by default', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common:home')).toBe('首页');
  });
});
