/**
 * Bean-validation look-alikes. Each check returns its message or undefined; `validate` throws one code-500
 * reply with all messages joined by "\n", as the backend's bind-error handler does. Default texts are
 * Hibernate Validator's per locale; a DTO's custom message (often an i18n key) can be passed instead.
 *
 *   c.validate((v) => [v.notBlank(body.username), v.pattern(body.username, /^[A-Za-z0-9_]+$/)]);
 */
import type { MockDb } from '../db';
import { fail } from './envelope';
import { format, type Locale, msg } from './i18n';
import { MockReply } from './reply';

type Defaults = Record<Locale, string>;

const TEXT = {
  notBlank: { 'zh-CN': '不能为空', en: 'must not be blank', 'zh-TW': '不得空白' },
  notEmpty: { 'zh-CN': '不能为空', en: 'must not be empty', 'zh-TW': '不得空白' },
  notNull: { 'zh-CN': '不能为null', en: 'must not be null', 'zh-TW': '不得是空值' },
  pattern: { 'zh-CN': '需要匹配正则表达式"{0}"', en: 'must match "{0}"', 'zh-TW': '必須符合"{0}"' },
  length: {
    'zh-CN': '长度需要在{0}和{1}之间',
    en: 'length must be between {0} and {1}',
    'zh-TW': '長度必須介於{0}和{1}之間',
  },
  size: {
    'zh-CN': '个数必须在{0}和{1}之间',
    en: 'size must be between {0} and {1}',
    'zh-TW': '大小必須介於{0}和{1}之間',
  },
  email: {
    'zh-CN': '不是一个合法的电子邮件地址',
    en: 'must be a well-formed email address',
    'zh-TW': '必須是格式正確的電子郵件地址',
  },
  min: {
    'zh-CN': '最小不能小于{0}',
    en: 'must be greater than or equal to {0}',
    'zh-TW': '必須大於或等於{0}',
  },
  max: { 'zh-CN': '最大不能超过{0}', en: 'must be less than or equal to {0}', 'zh-TW': '必須小於或等於{0}' },
} satisfies Record<string, Defaults>;

type Message = string | undefined;

export interface Validators {
  notBlank(value: unknown, message?: string): Message;
  notEmpty(value: unknown, message?: string): Message;
  notNull(value: unknown, message?: string): Message;
  /** null/undefined pass, as in bean validation; combine with notBlank when required. */
  pattern(value: unknown, regex: RegExp, message?: string): Message;
  length(value: unknown, min: number, max: number, message?: string): Message;
  size(value: unknown, min: number, max: number, message?: string): Message;
  email(value: unknown, message?: string): Message;
  min(value: unknown, min: number, message?: string): Message;
  max(value: unknown, max: number, message?: string): Message;
  /** `@LongId`: a positive integer id. */
  longId(value: unknown, message?: string): Message;
  /** `@Dict(type)`: the value must exist in the dictionary. */
  dict(value: unknown, dictType: string, message?: string): Message;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isAbsent = (v: unknown) => v === undefined || v === null;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function createValidators(db: MockDb, locale: Locale): Validators {
  /** A custom message is translated when it is `{KEY}` or a known key; otherwise used as is. */
  const text = (custom: string | undefined, defaults: Defaults, ...args: unknown[]): string => {
    if (custom === undefined) return format(defaults[locale], args);
    const key = /^\{(.+)\}$/.exec(custom)?.[1] ?? custom;
    return msg(db, key, locale, ...args);
  };
  const measure = (v: unknown) => (typeof v === 'string' || Array.isArray(v) ? v.length : undefined);
  return {
    notBlank: (v, m) => (isBlank(v) ? text(m, TEXT.notBlank) : undefined),
    notEmpty: (v, m) => (isAbsent(v) || measure(v) === 0 ? text(m, TEXT.notEmpty) : undefined),
    notNull: (v, m) => (isAbsent(v) ? text(m, TEXT.notNull) : undefined),
    pattern: (v, re, m) => (isAbsent(v) || re.test(String(v)) ? undefined : text(m, TEXT.pattern, re.source)),
    length: (v, min, max, m) => {
      const n = typeof v === 'string' ? v.length : undefined;
      return n === undefined || (n >= min && n <= max) ? undefined : text(m, TEXT.length, min, max);
    },
    size: (v, min, max, m) => {
      const n = measure(v);
      return n === undefined || (n >= min && n <= max) ? undefined : text(m, TEXT.size, min, max);
    },
    email: (v, m) => (isBlank(v) || EMAIL.test(String(v)) ? undefined : text(m, TEXT.email)),
    min: (v, min, m) => (isAbsent(v) || Number(v) >= min ? undefined : text(m, TEXT.min, min)),
    max: (v, max, m) => (isAbsent(v) || Number(v) <= max ? undefined : text(m, TEXT.max, max)),
    longId: (v, m) =>
      isAbsent(v) || /^[1-9]\d*$/.test(String(v))
        ? undefined
        : m === undefined
          ? msg(db, 'VALIDATOR.SYSTEM.INVALID_LONG_ID', locale, v)
          : text(m, TEXT.notNull),
    dict: (v, dictType, m) => {
      if (isBlank(v)) return undefined;
      const known = db.tables.dictData.some((d) => d.dictType === dictType && d.dictValue === String(v));
      if (known) return undefined;
      return m === undefined
        ? msg(db, 'VALIDATOR.SYSTEM.INVALID_DICT_VALUE', locale, dictType, v)
        : text(m, TEXT.notNull);
    },
  };
}

/** Throws a code-500 reply with every non-empty message joined by "\n"; returns when all pass. */
export function assertValid(messages: readonly Message[]): void {
  const errors = messages.filter((m): m is string => typeof m === 'string' && m.length > 0);
  if (errors.length > 0) throw new MockReply(fail(errors.join('\n')));
}
