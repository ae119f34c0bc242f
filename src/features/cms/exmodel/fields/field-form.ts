import type { XModel } from '@/api/cms/exmodel';
import { VALIDATION_TYPES, type XModelField, type XModelFieldBody } from '@/api/cms/xmodel';
import { hasOptions } from '@/components/cms/exmodel-editor';

/** What the field dialog edits: the body's fields with the validations and options split into controls. */
export interface FieldForm {
  fieldId?: string;
  name: string;
  code: string;
  fieldType?: string;
  fieldName?: string;
  controlType: string;
  /** The checked kinds besides Regex. */
  kinds: string[];
  useRegex: boolean;
  regex?: string;
  defaultValue?: string;
  optionsType: 'text' | 'dict';
  optionsText?: string;
  optionsDict?: string;
  sortFlag: number;
}

export const NEW_FIELD: Partial<FieldForm> = { kinds: [], useRegex: false, optionsType: 'text', sortFlag: 1 };

export function toFieldForm(field: XModelField): FieldForm {
  const validations = field.validations ?? [];
  const regex = validations.find((v) => v.type === 'Regex');
  const dict = field.options?.type === 'dict';
  return {
    fieldId: field.fieldId,
    name: field.name,
    code: field.code,
    fieldType: field.fieldType || undefined,
    fieldName: field.fieldName,
    controlType: field.controlType,
    kinds: validations
      .map((v) => v.type)
      .filter((type) => (VALIDATION_TYPES as readonly string[]).includes(type)),
    useRegex: !!regex,
    regex: regex?.regex,
    defaultValue: field.defaultValue,
    optionsType: dict ? 'dict' : 'text',
    optionsText: dict ? undefined : field.options?.value,
    optionsDict: dict ? field.options?.value : undefined,
    sortFlag: field.sortFlag,
  };
}

/**
 * The XModelFieldDTO of the dialog's values: `validations` as `[{type}…, {type:'Regex', regex}]`,
 * `options` only for option controls, the column for custom tables or the field type for the default
 * table (the server picks the column), `defaultTable` from the model.
 */
export function toFieldBody(values: FieldForm, model: XModel): XModelFieldBody {
  const options = hasOptions(values.controlType)
    ? values.optionsType === 'dict'
      ? { type: 'dict', value: values.optionsDict ?? '' }
      : { type: 'text', value: values.optionsText ?? '' }
    : undefined;
  return {
    fieldId: values.fieldId,
    modelId: model.modelId,
    name: values.name,
    code: values.code,
    fieldType: model.isDefaultTable ? values.fieldType : undefined,
    fieldName: model.isDefaultTable ? undefined : values.fieldName,
    controlType: values.controlType,
    validations: [
      ...values.kinds.map((type) => ({ type })),
      ...(values.useRegex ? [{ type: 'Regex', regex: values.regex ?? '' }] : []),
    ],
    options,
    defaultValue: values.defaultValue ?? '',
    sortFlag: values.sortFlag,
    defaultTable: !!model.isDefaultTable,
  };
}

/** The body that saves a listed field unchanged but for its sort value. */
export function withSortFlag(field: XModelField, sortFlag: number, model: XModel): XModelFieldBody {
  return toFieldBody({ ...toFieldForm(field), sortFlag }, model);
}

/**
 * The sort values after moving `fromKey` onto `toKey`'s place among `rows` (a page in list order):
 * the page keeps its range of values, made strictly increasing; only changed rows are returned.
 */
export function reorder(rows: readonly XModelField[], fromKey: string, toKey: string) {
  const from = rows.findIndex((r) => r.fieldId === fromKey);
  const to = rows.findIndex((r) => r.fieldId === toKey);
  if (from < 0 || to < 0 || from === to) return [];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  const flags = rows.map((r) => r.sortFlag).sort((a, b) => a - b);
  let previous = -Infinity;
  return next
    .map((row, i) => {
      const flag = Math.max(flags[i] ?? 0, previous + 1);
      previous = flag;
      return { row, sortFlag: flag };
    })
    .filter(({ row, sortFlag }) => row.sortFlag !== sortFlag);
}
