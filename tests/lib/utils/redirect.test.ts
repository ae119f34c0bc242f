import { isSafeRedirect, safeRedirect, stripBasename } from '@/lib/utils';

describe('safeRedirect', () => {
  it.each<[string | null | undefined, string]>([
    // accepted internal paths
    ['/index', '/index'],
    ['/system/user', '/system/user'],
    ['/system/user?x=1#top', '/system/user?x=1#top'],
    ['/admin/system/user?x=1', '/system/user?x=1'],
    ['/admin', '/'],
    ['/admin?tab=1', '/?tab=1'],
    ['/administrator', '/administrator'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/cms/content?title=%E6%96%B0%E9%97%BB', '/cms/content?title=%E6%96%B0%E9%97%BB'],
    // rejected: other origins, schemes, tricks
    ['http://evil.com', '/index'],
    ['https://evil.com/admin', '/index'],
    ['//evil.com', '/index'],
    ['/\\evil.com', '/index'],
    ['\\\\evil.com', '/index'],
    ['/a\\b', '/index'],
    ['javascript:alert(1)', '/index'],
    ['data:text/html,<script>alert(1)</script>', '/index'],
    ['%2F%2Fevil.com', '/index'],
    ['/%2F%2Fevil.com', '/index'],
    ['/%2f%2fevil.com', '/index'],
    ['/%5Cevil.com', '/index'],
    ['/%5cevil.com', '/index'],
    ['/%252F%252Fevil.com', '/index'],
    ['/%25252F%25252Fevil.com', '/index'],
    ['/%2525252F%2525252Fevil.com', '/index'],
    ['/%2F%E4%2Fevil.com', '/index'],
    ['/\t/evil.com', '/index'],
    ['/%09/evil.com', '/index'],
    ['/\n/evil.com', '/index'],
    ['/admin//evil.com', '/index'],
    ['system/user', '/index'],
    ['', '/index'],
    [null, '/index'],
    [undefined, '/index'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
    expect(isSafeRedirect(target)).toBe(expected !== '/index' || target === '/index');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/')).toBe('/');
  });
});

describe('stripBasename', () => {
  it.each([
    ['/admin/index?tab=recent', '/admin', '/index?tab=recent'],
    ['/admin/', '/admin/', '/'],
    ['/admin', '/admin', '/'],
    ['/admin?x=1', '/admin', '/?x=1'],
    ['/administration/x', '/admin', '/administration/x'],
    ['/system/user', '/', '/system/user'],
  ])('%s under %s → %s', (path, basename, expected) => {
    expect(stripBasename(path, basename)).toBe(expected);
  });
});
