import { render } from '@testing-library/react';

import { SafeHtml } from '@/components/safe-html';
import { sanitizeHtml } from '@/lib/sanitize';

import { expectNothingExecuted, PAYLOAD_NAMES, PAYLOADS } from './payloads';

afterEach(() => {
  delete window.__xss;
});

describe('sanitizeHtml', () => {
  it.each<[string, string, string]>([
    [
      'keeps formatting',
      '<p>正文 <strong>加粗</strong> <em>斜体</em></p>',
      '<p>正文 <strong>加粗</strong> <em>斜体</em></p>',
    ],
    ['keeps inline styles of rich text', '<p style="color: red">红</p>', '<p style="color: red">红</p>'],
    [
      'keeps images and tables',
      '<img src="/a.png" alt="a"><table><tbody><tr><td>1</td></tr></tbody></table>',
      '<img src="/a.png" alt="a"><table><tbody><tr><td>1</td></tr></tbody></table>',
    ],
    ['drops scripts', '<p>a</p><script>window.__xss=1</script>', '<p>a</p>'],
    ['drops event handlers', '<img src=x onerror="window.__xss=1">', '<img src="x">'],
    ['drops javascript: links', '<a href="javascript:window.__xss=1">x</a>', '<a>x</a>'],
    ['drops encoded javascript: links', '<a href="&#106;avascript:window.__xss=1">x</a>', '<a>x</a>'],
    ['drops data:text/html links', '<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['drops svg (and its handlers)', '<svg><g onload="window.__xss=1"></g></svg><p>a</p>', '<p>a</p>'],
    ['drops frames and srcdoc', '<iframe srcdoc="<script>1</script>"></iframe><p>a</p>', '<p>a</p>'],
    [
      'drops forms, keeps their text',
      '<form action="https://evil.example"><input name="p"><button>go</button></form>',
      'go',
    ],
    ['drops style elements', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['drops data- attributes', '<p data-x="1">a</p>', '<p>a</p>'],
    [
      "closes a new window's opener",
      '<a href="https://a.example" target="_blank">a</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['empty', '', ''],
  ])('%s', (_label, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('treats null and undefined as no content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('SafeHtml', () => {
  it.each(PAYLOAD_NAMES)('renders the %s payload without running anything', (name) => {
    const { container } = render(<SafeHtml html={PAYLOADS[name]} data-testid="safe" />);
    expectNothingExecuted(container);
    const text = container.textContent ?? '';
    if (name === 'script') expect(text).toBe('');
    else if (name === 'imgOnerror') expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    else expect(text).toBe(PAYLOADS[name]);
  });

  it('renders server HTML as elements, inline snippets in a span', () => {
    const { container } = render(<SafeHtml as="span" html="<b>公告</b> 内容" className="notice" />);
    const span = container.querySelector('span.notice');
    expect(span?.querySelector('b')?.textContent).toBe('公告');
    expect(span?.textContent).toBe('公告 内容');
  });
});

/** Every source file of the app, as text (Vite reads them; no Node APIs in this test project). */
const SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** SafeHtml itself, the sanitiser (which names the APIs in its comment) and the mock backend. */
const ALLOWED = ['/src/components/safe-html/', '/src/lib/sanitize.ts', '/src/mocks/'];

describe('server HTML reaches the DOM only through the sanitiser', () => {
  it('no file but SafeHtml sets innerHTML', () => {
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !ALLOWED.some((prefix) => file.startsWith(prefix)))
      .filter(([, code]) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML/.test(code),
      )
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
  });
});
