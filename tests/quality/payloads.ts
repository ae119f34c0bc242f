/**
 * The hostile and awkward inputs every form helper, the sign-in form and SafeHtml are driven with.
 * `window.__xss` is what the script payloads would set if anything ever ran them.
 */
export const PAYLOADS = {
  empty: '',
  whitespace: ' \t\u3000 ',
  overlong: 'a'.repeat(10_000),
  emoji: '岗位😀👩‍💻🇨🇳',
  rtl: 'مرحبا بالعالم \u202Eabc',
  script: '<script>window.__xss = 1</script>',
  imgOnerror: '"><img src=x onerror="window.__xss=1">',
  sql: "' OR '1'='1'; DROP TABLE sys_user; --",
} as const;

export type PayloadName = keyof typeof PAYLOADS;
export const PAYLOAD_NAMES = Object.keys(PAYLOADS) as PayloadName[];

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Nothing ran and nothing that could run was put into the document. */
export function expectNothingExecuted(root: ParentNode = document): void {
  expect(window.__xss).toBeUndefined();
  expect(root.querySelectorAll('script')).toHaveLength(0);
  const withHandlers = [...root.querySelectorAll('*')].filter((el) =>
    [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
  );
  expect(withHandlers.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
}
