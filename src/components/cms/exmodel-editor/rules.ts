import type { FormRule } from 'antd';

import type { ContentRef, XModelFieldData } from './types';

type RuleKey =
  | 'rules.required'
  | 'rules.number'
  | 'rules.int'
  | 'rules.email'
  | 'rules.phone'
  | 'rules.date'
  | 'rules.time'
  | 'rules.datetime'
  | 'rules.regex';
type T = (key: RuleKey, o: { label: string }) => string;

/** yyyy-MM-dd of a real calendar day (2026-02-30 is not one). */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** HH:mm:ss, 00:00:00 to 23:59:59. */
function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(text);
}

/**
 * The server's validation kinds (the meta module's NotEmpty … Regex, docs/endpoints.md): the same check
 * in every generated form, so a value the form accepts is one the server accepts.
 */
const CHECKS: Record<string, { key: RuleKey; test: (text: string) => boolean }> = {
  Number: { key: 'rules.number', test: (v) => /^-?\d+(\.\d+)?$/.test(v) },
  Int: { key: 'rules.int', test: (v) => /^-?\d+$/.test(v) },
  Email: { key: 'rules.email', test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) },
  PhoneNumber: { key: 'rules.phone', test: (v) => /^1[3-9]\d{9}$/.test(v) },
  Date: { key: 'rules.date', test: isDate },
  Time: { key: 'rules.time', test: isTime },
  DateTime: {
    key: 'rules.datetime',
    test: (v) => {
      const [day = '', time = '', ...rest] = v.split(' ');
      return rest.length === 0 && isDate(day) && isTime(time);
    },
  },
};

/** Empty as the ex-model sees it: nothing typed, nothing checked, no content picked. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return !(value as ContentRef).contentId;
  return false;
}

/** The pattern of a Regex validation, or undefined when it is not a valid regular expression. */
export function safeRegExp(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** antd rules from the field's `validations` (the model field dialog's NotEmpty, Number, … Regex). */
export function fieldRules(field: XModelFieldData, t: T): FormRule[] {
  const label = field.label;
  const rules: FormRule[] = [];
  for (const v of field.validations ?? []) {
    if (v.type === 'NotEmpty') {
      const message = t('rules.required', { label });
      rules.push({
        required: true,
        message,
        validator: (_rule, value) =>
          isEmptyValue(value) ? Promise.reject(new Error(message)) : Promise.resolve(),
      });
      continue;
    }
    const known = v.type ? CHECKS[v.type] : undefined;
    const pattern = v.type === 'Regex' ? safeRegExp(v.regex) : undefined;
    const test = known?.test ?? (pattern ? (text: string) => pattern.test(text) : undefined);
    if (!test) continue;
    const message = t(known?.key ?? 'rules.regex', { label });
    rules.push({
      message,
      validator: (_rule, value) =>
        (typeof value !== 'string' && typeof value !== 'number') || value === '' || test(String(value))
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    });
  }
  return rules;
}

/** The server's value as the field's control holds it (checkbox: an array; content select: an object). */
export function toFormValue(field: XModelFieldData): unknown {
  const { value } = field;
  switch (field.controlType) {
    case 'checkbox':
      if (Array.isArray(value)) return value.map(String);
      return typeof value === 'string' && value ? value.split(',') : [];
    case 'CMSContentSelect':
      if (value && typeof value === 'object') return value;
      if (typeof value === 'string' && value.startsWith('{')) {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return {};
        }
      }
      return {};
    default:
      return value === null ? undefined : value;
  }
}
