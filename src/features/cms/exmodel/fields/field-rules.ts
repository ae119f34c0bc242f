import type { FormRule } from 'antd';

import { parseOptionLines, safeRegExp } from '@/components/cms/exmodel-editor';

type T = (
  key: 'field.badRegex' | 'field.badLines' | 'field.duplicateValues',
  o: Record<string, string>,
) => string;

/** The Regex validation's pattern must compile, so the forms never meet a pattern they cannot run. */
export function regexRule(t: T): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '' || safeRegExp(value)) return Promise.resolve();
      let reason = '';
      try {
        new RegExp(value);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      return Promise.reject(new Error(t('field.badRegex', { reason })));
    },
  };
}

/** `value=label` lines: each line checked, duplicate values flagged. */
export function optionLinesRule(t: T): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const { badLines, duplicates } = parseOptionLines(typeof value === 'string' ? value : '');
      if (badLines.length > 0)
        return Promise.reject(new Error(t('field.badLines', { lines: badLines.join(', ') })));
      if (duplicates.length > 0)
        return Promise.reject(new Error(t('field.duplicateValues', { values: duplicates.join(', ') })));
      return Promise.resolve();
    },
  };
}
