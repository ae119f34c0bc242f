import type { FormRule } from 'antd';

import { i18n } from '@/lib/i18n';

/**
 * Form rules the kit adds to `rules` of lib/validators (required, email, mobile, code, …), with the
 * kit's messages read at validation time so they follow the language.
 */
export const kitRules = {
  /** At most `max` characters (the backend's `@Length(max)` / `@Size(max)`). */
  maxLength: (max: number): FormRule => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || [...String(value)].length <= max
        ? Promise.resolve()
        : Promise.reject(new Error(i18n.t('kit:form.maxLength', { max }))),
  }),
  /** A number not below `min` (sort orders ≥ 0). */
  min: (min: number): FormRule => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === '' || Number(value) >= min
        ? Promise.resolve()
        : Promise.reject(new Error(i18n.t('kit:form.min', { min }))),
  }),
};
