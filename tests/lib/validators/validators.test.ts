import { isBlank, isCode, isEmail, isHttpUrl, isMobile, isUrl } from '@/lib/validators';

describe('isBlank', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    ['a', false],
    [' a ', false],
    [0, false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('patterns', () => {
  it.each<[(value: string) => boolean, string, boolean]>([
    [isEmail, 'a@b.com', true],
    [isEmail, 'first.last@sub.example.cn', true],
    [isEmail, 'a@b', false],
    [isEmail, 'a b@c.com', false],
    [isEmail, '@b.com', false],
    [isHttpUrl, 'http://a.com', true],
    [isHttpUrl, 'https://a.com/x?y=1', true],
    [isHttpUrl, 'https://localhost:8080', true],
    [isHttpUrl, 'ftp://a.com', false],
    [isHttpUrl, 'a.com', false],
    [isHttpUrl, 'http://', false],
    [isHttpUrl, 'http://a .com', false],
    [isUrl, 'ftp://files.a.com/x.zip', true],
    [isUrl, 'https://a.com', true],
    [isUrl, 'mailto:a@b.com', false],
    [isUrl, 'javascript://alert(1)', false],
    [isCode, 'abc_123', true],
    [isCode, 'ABC', true],
    [isCode, 'a-b', false],
    [isCode, '', false],
    [isCode, '中文', false],
    [isMobile, '13812345678', true],
    [isMobile, '19912345678', true],
    [isMobile, '12812345678', false],
    [isMobile, '1381234567', false],
    [isMobile, '138123456789', false],
    [isMobile, '+8613812345678', false],
  ])('%o(%j) → %s', (check, value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
