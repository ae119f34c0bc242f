import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * Puts `values` into `form` when they arrive, and again only when other values arrive (a reload, a
 * save's refetch). A screen in a tab kept alive runs its effects again each time it is shown (React's
 * `<Activity>`): filling on every run put the loaded values back over what the user had typed there.
 * `reset` clears the fields the values do not carry first.
 */
export function useFormFill<V extends object>(
  form: FormInstance,
  values: V | undefined,
  { reset = false }: { reset?: boolean } = {},
): void {
  const filled = useRef<{ form: FormInstance; values: V } | null>(null);
  useEffect(() => {
    if (values === undefined) return;
    if (filled.current?.form === form && filled.current.values === values) return;
    filled.current = { form, values };
    if (reset) form.resetFields();
    form.setFieldsValue(values);
  }, [form, values, reset]);
}
