import { isSafeRedirect, safeRedirect } from '@/lib/utils';

/**
 * Encoded and obfuscated variants of off-site redirects, beyond tests/lib/utils/redirect.test.ts: the
 * login `redirect` parameter must never take the user to another origin or run a script, however the
 * target is spelled.
 */
describe('login redirect: encoded variants are refused', () => {
  it.each([
    // schemes, spelled and encoded
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java%0ascript:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '%256A%2561vascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'HTTPS://evil.example',
    'http:%2F%2Fevil.example',
    'https:/\\evil.example',
    // protocol-relative, spelled and encoded
    '/%2F/evil.example',
    '/%2f%2F%2fevil.example',
    '%2F%2Fevil.example',
    '/%252f%252fevil.example',
    '/%5C%5Cevil.example',
    '%5C%5Cevil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    '/%00/evil.example',
    '/\u0000/evil.example',
    // behind the router basename
    '/admin//evil.example',
    '/admin/%2F%2Fevil.example',
    '/admin/%5Cevil.example',
    '/admin\\evil.example',
    // no leading slash at all
    'evil.example',
    './/evil.example',
    '\uFF0F\uFF0Fevil.example',
  ])('%j', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
    expect(safeRedirect(target)).toBe('/index');
  });
});

describe('login redirect: odd but internal paths are kept', () => {
  it.each<[string, string]>([
    ['/system/user?name=%3Cscript%3E', '/system/user?name=%3Cscript%3E'],
    ['/cms/content?title=%F0%9F%98%80', '/cms/content?title=%F0%9F%98%80'],
    ['/admin/index#%2F%2Fnot-a-host', '/index#%2F%2Fnot-a-host'],
    ['/system/user?next=//evil.example', '/system/user?next=//evil.example'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
