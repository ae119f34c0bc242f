import type { FormRule } from 'antd';

import { i18n } from '@/lib/i18n';

import { isBlank, isCode, isEmail, isHttpUrl, isMobile } from './patterns';

/**
 * antd Form rule factories with the console's messages (namespace `validation`). Messages are read
 * when a field is validated, so they follow the active language. Format rules accept an empty value:
 * combine them with `rules.required()` when the field is mandatory, as the Vue forms did.
 */

function isEmptyValue(value: unknown): boolean {
  return isBlank(value) || (Array.isArray(value) && value.length === 0);
}

/** A rule that passes empty values and otherwise checks `test`. */
function formatRule(test: (value: string) => boolean, message: () => string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      isEmptyValue(value) || test(String(value)) ? Promise.resolve() : Promise.reject(new Error(message())),
  };
}

export const rules = {
  /**
   * Mandatory; whitespace-only text counts as empty. `required: true` keeps antd's asterisk. The
   * message names the field: without `label` it carries antd's `${label}` variable, which the form
   * fills with the Form.Item's text label; an item whose label is an element or absent passes
   * `label` (tests/quality/required-labels.test.ts finds the ones that do not).
   */
  required: (label?: string): FormRule => ({
    required: true,
    validator: (_rule, value: unknown) =>
      isEmptyValue(value)
        ? Promise.reject(new Error(i18n.t('validation:requiredField', { label: label ?? '${label}' })))
        : Promise.resolve(),
  }),
  email: (): FormRule => formatRule(isEmail, () => i18n.t('validation:email')),
  mobile: (): FormRule => formatRule(isMobile, () => i18n.t('validation:mobile')),
  code: (): FormRule => formatRule(isCode, () => i18n.t('validation:code')),
  httpUrl: (): FormRule => formatRule(isHttpUrl, () => i18n.t('validation:httpUrl')),
  /** Text length in characters, inclusive bounds. */
  length: (min: number, max: number): FormRule =>
    formatRule(
      (value) => [...value].length >= min && [...value].length <= max,
      () => i18n.t('validation:length', { min, max }),
    ),
};
