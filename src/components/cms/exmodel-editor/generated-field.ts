import type { XModelFieldData } from '@/api/cms/exmodel';
import type { FieldOptions, FieldValidation } from '@/api/cms/xmodel';

/**
 * One field of a generated form: what `GET /cms/exmodel/data` answers, or a model field turned into
 * the same shape (the fields screen's preview, the custom form data dialog). `dictType`: the options
 * come from that dictionary instead of `options`.
 */
export interface GeneratedField extends XModelFieldData {
  dictType?: string;
}

/** The control types whose values are picked from options. */
export const OPTION_CONTROLS = ['radio', 'checkbox', 'select'] as const;

export function hasOptions(controlType: string | undefined): boolean {
  return (OPTION_CONTROLS as readonly string[]).includes(controlType ?? '');
}

export interface OptionLines {
  options: { value: string; name: string }[];
  /** 1-based line numbers without `value=label` (or with an empty value). */
  badLines: number[];
  /** Values given on more than one line. */
  duplicates: string[];
}

/** `value=label` lines as the server splits them; blank lines are skipped, a line without `=` is its own label. */
export function parseOptionLines(text: string | undefined): OptionLines {
  const options: OptionLines['options'] = [];
  const badLines: number[] = [];
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  (text ?? '').split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const at = line.indexOf('=');
    const value = (at < 0 ? line : line.slice(0, at)).trim();
    const name = (at < 0 ? '' : line.slice(at + 1)).trim();
    if (at < 0 || value === '' || name === '') badLines.push(i + 1);
    if (value === '') return;
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
    options.push({ value, name: name || value });
  });
  return { options, badLines, duplicates: [...duplicates] };
}

/** The parts of a model field a generated form needs (XModelField, MetaModelField, the field dialog's values). */
export interface ModelFieldLike {
  name: string;
  code: string;
  controlType: string;
  validations?: FieldValidation[];
  options?: FieldOptions;
  defaultValue?: string;
}

/** A model field as a generated form shows it, its value under `key` (default the field code). */
export function fromModelField(field: ModelFieldLike, key = field.code): GeneratedField {
  const opts = field.options;
  const dictType =
    hasOptions(field.controlType) && opts?.type === 'dict' && opts.value ? opts.value : undefined;
  return {
    label: field.name,
    fieldName: key,
    controlType: field.controlType,
    validations: field.validations,
    options: hasOptions(field.controlType) && !dictType ? parseOptionLines(opts?.value).options : [],
    dictType,
    value: field.defaultValue,
  };
}
