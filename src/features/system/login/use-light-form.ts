import { useCallback, useState } from 'react';

/** A required-field rule: the message shown when the trimmed value is empty (or fails `check`). */
export interface LightRule {
  message: string;
  check?: (value: string, values: Record<string, string>) => boolean;
}

/**
 * Just enough form state for the sign-in and register pages. They are the first thing every user
 * loads, so they avoid antd's Form (and its validator and grid) to keep the page small; every other
 * form in the console uses antd Form.
 */
export function useLightForm<F extends string>(
  initial: Record<F, string>,
  rules: Partial<Record<F, LightRule[]>>,
) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const validateField = useCallback(
    (field: F, all: Record<F, string>): string | undefined => {
      const value = all[field] ?? '';
      for (const rule of rules[field] ?? []) {
        const ok = rule.check ? rule.check(value, all) : value.trim() !== '';
        if (!ok) return rule.message;
      }
      return undefined;
    },
    [rules],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        setErrors((prevErrors) =>
          prevErrors[field] ? { ...prevErrors, [field]: validateField(field, next) } : prevErrors,
        );
        return next;
      });
    },
    [validateField],
  );

  /**
   * Validates every field with rules; returns true when all pass. `against` validates values that
   * are being set in the same update (the sign-in form's hand-over), not yet the rendered ones.
   */
  const validate = useCallback(
    (fields: F[], against: Record<F, string> = values): boolean => {
      const found: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const error = validateField(field, against);
        if (error) found[field] = error;
      }
      const valid = Object.keys(found).length === 0;
      // A valid form whose errors were already clear keeps its state: an update here would re-render
      // the page before the sign-in request leaves (the click's updates render in a microtask).
      setErrors((prev) => (valid && Object.keys(prev).length === 0 ? prev : found));
      return valid;
    },
    [validateField, values],
  );

  return { values, errors, setValue, setValues, validate };
}
