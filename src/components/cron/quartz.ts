/**
 * Quartz cron expressions (what the backend's scheduler and the RuoYi Crontab editor use):
 * `second minute hour day-of-month month day-of-week [year]`, with `?` for "no specific value" in one
 * of the two day fields and day-of-week numbered 1 = SUN … 7 = SAT. `cron-parser` speaks the Unix
 * dialect (0 = SUN, no year field), so the expression is translated here; pure code, no library.
 */

/** Why an expression cannot be previewed; the editor shows the localized text of the code. */
export type QuartzProblem =
  | { code: 'empty' }
  | { code: 'fieldCount'; count: number }
  | { code: 'dayFields' }
  | { code: 'dayOfWeek'; value: string }
  | { code: 'year'; value: string }
  | { code: 'unsupported'; value: string };

export interface QuartzTranslation {
  /** Six Unix-dialect fields (seconds first) for cron-parser. */
  expression: string;
  /** Whether a year may fire (the optional seventh field; always true without one). */
  yearAllowed: (year: number) => boolean;
  /** The smallest allowed year ≥ `year`, or undefined when none is left (up to 2099). */
  nextYear: (year: number) => number | undefined;
}

export const QUARTZ_FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type QuartzField = (typeof QUARTZ_FIELDS)[number];

const MAX_YEAR = 2099;

/** Quartz day-of-week number (1 = SUN) → Unix (0 = SUN). */
function dowNumber(text: string): string {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 7) throw { code: 'dayOfWeek', value: text } as QuartzProblem;
  return String(n - 1);
}

const isNumber = (text: string) => /^\d+$/.test(text);

function translateDowToken(token: string): string {
  if (token === '*' || token === '?') return '*';
  // A bare `L` in day-of-week is the last day of the week: Saturday.
  if (token === 'L') return '6';
  const [base = '', step] = token.split('/');
  let out: string;
  const hash = /^(\w+)#(\d)$/.exec(base);
  const last = /^(\w+)L$/.exec(base);
  if (hash) out = `${isNumber(hash[1] ?? '') ? dowNumber(hash[1] ?? '') : hash[1]}#${hash[2]}`;
  else if (last) out = `${isNumber(last[1] ?? '') ? dowNumber(last[1] ?? '') : last[1]}L`;
  else
    out = base
      .split('-')
      .map((part) => (isNumber(part) ? dowNumber(part) : part))
      .join('-');
  return step === undefined ? out : `${out}/${step}`;
}

/** The set of years a year field allows (within 1970–2099). */
function yearSet(field: string | undefined): Set<number> | undefined {
  if (field === undefined || field === '*' || field === '?') return undefined;
  const years = new Set<number>();
  const bad = (): never => {
    throw { code: 'year', value: field } as QuartzProblem;
  };
  for (const token of field.split(',')) {
    const m = /^(\*|\d{4})(?:-(\d{4}))?(?:\/(\d+))?$/.exec(token);
    if (!m) bad();
    const from = m?.[1] === '*' ? 1970 : Number(m?.[1]);
    const to = m?.[2] ? Number(m[2]) : m?.[3] || m?.[1] === '*' ? MAX_YEAR : from;
    const step = m?.[3] ? Number(m[3]) : 1;
    if (from < 1970 || to > MAX_YEAR || from > to || step < 1) bad();
    for (let y = from; y <= to; y += step) years.add(y);
  }
  return years;
}

/** Translates a Quartz expression, or throws a QuartzProblem. */
export function translateQuartz(input: string): QuartzTranslation {
  const fields = input.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) throw { code: 'empty' } as QuartzProblem;
  if (fields.length < 6 || fields.length > 7)
    throw { code: 'fieldCount', count: fields.length } as QuartzProblem;
  const [second, minute, hour, dom = '', month, dow = '', year] = fields;
  // Quartz insists that exactly one of the two day fields says "no specific value".
  if ((dom === '?') === (dow === '?')) throw { code: 'dayFields' } as QuartzProblem;
  if (/W/i.test(dom)) throw { code: 'unsupported', value: dom } as QuartzProblem;
  const unixDow = dow.split(',').map(translateDowToken).join(',');
  const unixDom = dom === '?' ? '*' : dom;
  const years = yearSet(year);
  return {
    expression: [second, minute, hour, unixDom, month, unixDow].join(' '),
    yearAllowed: (y) => !years || years.has(y),
    nextYear: (y) => {
      if (!years) return y <= MAX_YEAR ? y : undefined;
      for (let candidate = y; candidate <= MAX_YEAR; candidate++) if (years.has(candidate)) return candidate;
      return undefined;
    },
  };
}

export function isQuartzProblem(value: unknown): value is QuartzProblem {
  return typeof value === 'object' && value !== null && 'code' in value;
}
