/** A dictionary entry as screens hold it (`GET /system/dict/data/type/{type}` mapped to label/value). */
export interface DictOption {
  label: string;
  value: string | number;
}

type DictValue = string | number | boolean | null | undefined;

function labelOf(options: readonly DictOption[] | null | undefined, value: DictValue): string {
  const text = String(value);
  // Values arrive as strings or numbers depending on the endpoint (Long → string): compare as text.
  return options?.find((option) => String(option.value) === text)?.label ?? text;
}

/** The label of one value; an unknown value is shown raw, an empty one as ''. */
export function selectDictLabel(options: readonly DictOption[] | null | undefined, value: DictValue): string {
  if (value === null || value === undefined || value === '') return '';
  return labelOf(options, value);
}

/**
 * Labels of a multi-value field ("a,b" or an array), joined by the separator (default ',').
 * Unknown values are shown raw.
 */
export function selectDictLabels(
  options: readonly DictOption[] | null | undefined,
  value: string | number | readonly (string | number)[] | null | undefined,
  separator = ',',
): string {
  if (value === null || value === undefined || value === '') return '';
  const values = Array.isArray(value) ? value : String(value).split(separator);
  if (values.length === 0) return '';
  return values.map((item) => labelOf(options, item)).join(separator);
}
