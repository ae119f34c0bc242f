import type { QuartzField } from './quartz';

/** How one field of the generator is set; `custom` keeps any text the modes cannot express. */
export type FieldMode =
  | { mode: 'every' }
  | { mode: 'none' }
  | { mode: 'last' }
  | { mode: 'range'; from: number; to: number }
  | { mode: 'step'; start: number; every: number }
  | { mode: 'list'; values: number[] }
  | { mode: 'custom'; text: string };

export interface FieldSpec {
  field: QuartzField;
  min: number;
  max: number;
  modes: FieldMode['mode'][];
}

const common: FieldMode['mode'][] = ['every', 'range', 'step', 'list', 'custom'];

export const FIELD_SPECS: FieldSpec[] = [
  { field: 'second', min: 0, max: 59, modes: common },
  { field: 'minute', min: 0, max: 59, modes: common },
  { field: 'hour', min: 0, max: 23, modes: common },
  { field: 'day', min: 1, max: 31, modes: ['every', 'none', 'range', 'step', 'list', 'last', 'custom'] },
  { field: 'month', min: 1, max: 12, modes: common },
  { field: 'week', min: 1, max: 7, modes: ['every', 'none', 'range', 'step', 'list', 'custom'] },
  { field: 'year', min: 1970, max: 2099, modes: ['every', 'range', 'step', 'list', 'custom'] },
];

/** Reads a field's text into the mode the generator shows (year: empty = every year). */
export function parseField(text: string, spec: FieldSpec): FieldMode {
  if (text === '*' || (spec.field === 'year' && text === '')) return { mode: 'every' };
  if (text === '?') return { mode: 'none' };
  if (text === 'L' && spec.field === 'day') return { mode: 'last' };
  let m = /^(\d+)-(\d+)$/.exec(text);
  if (m) return { mode: 'range', from: Number(m[1]), to: Number(m[2]) };
  m = /^(\d+)\/(\d+)$/.exec(text);
  if (m) return { mode: 'step', start: Number(m[1]), every: Number(m[2]) };
  if (/^\d+(,\d+)*$/.test(text)) return { mode: 'list', values: text.split(',').map(Number) };
  return { mode: 'custom', text };
}

export function formatField(value: FieldMode, spec: FieldSpec): string {
  switch (value.mode) {
    case 'every':
      return spec.field === 'year' ? '' : '*';
    case 'none':
      return '?';
    case 'last':
      return 'L';
    case 'range':
      return `${value.from}-${value.to}`;
    case 'step':
      return `${value.start}/${value.every}`;
    case 'list':
      return value.values.length ? [...value.values].sort((a, b) => a - b).join(',') : '*';
    case 'custom':
      return value.text;
  }
}

/** The default parameters of a mode when the user switches to it. */
export function defaultMode(mode: FieldMode['mode'], spec: FieldSpec): FieldMode {
  switch (mode) {
    case 'range':
      return { mode, from: spec.min, to: spec.min + 1 };
    case 'step':
      return { mode, start: spec.min, every: 1 };
    case 'list':
      return { mode, values: [spec.min] };
    case 'custom':
      return { mode, text: spec.field === 'year' ? '' : '*' };
    default:
      return { mode } as FieldMode;
  }
}

export function splitExpression(expression: string): string[] {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  return Array.from({ length: 7 }, (_, i) => parts[i] ?? (i === 6 ? '' : '*'));
}

export function joinExpression(fields: readonly string[]): string {
  return fields
    .filter((f, i) => i < 6 || f !== '')
    .join(' ')
    .trim();
}
