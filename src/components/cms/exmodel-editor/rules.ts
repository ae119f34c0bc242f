import type { FormRule } from 'antd';

import type { ContentRef, XModelFieldData } from './types';

type T = (
  key: 'rules.required' | 'rules.number' | 'rules.int' | 'rules.email' | 'rules.phone' | 'rules.regex',
  o: { label: string },
) => string;

const PATTERNS: Record<string, { key: Parameters<T>[0]; pattern: RegExp }> = {
  Number: { key: 'rules.number', pattern: /^-?\d+(\.\d+)?$/ },
  Int: { key: 'rules.int', pattern: /^-?\d+$/ },
  Email: { key: 'rules.email', pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  PhoneNumber: { key: 'rules.phone', pattern: /^1[3-9]\d{9}$/ },
};

/** Empty as the ex-model sees it: nothing typed, nothing checked, no content picked. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return !(value as ContentRef).contentId;
  return false;
}

function safeRegExp(source: string | undefined): RegExp | undefined {
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
    const known = v.type ? PATTERNS[v.type] : undefined;
    const pattern = known?.pattern ?? (v.type === 'Regex' ? safeRegExp(v.regex) : undefined);
    if (!pattern) continue;
    const message = t(known?.key ?? 'rules.regex', { label });
    rules.push({
      message,
      validator: (_rule, value) =>
        typeof value !== 'string' || value === '' || pattern.test(value)
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
