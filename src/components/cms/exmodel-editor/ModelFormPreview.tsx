import { Button, Empty, Form } from 'antd';
import { useMemo } from 'react';

import { useFormFill } from '@/components/form';

import type { GeneratedField } from './generated-field';
import { GeneratedFields } from './GeneratedFields';
import { exModelI18n } from './i18n';
import { toFormValue } from './rules';

/**
 * A model's form as the editors will show it, filled with the fields' default values, in a form of its
 * own: "Check" runs the fields' validations, so a model's author sees its rules at work before any
 * editor meets them. Nothing is saved.
 */
export function ModelFormPreview({ fields }: { fields: readonly GeneratedField[] }) {
  const t = exModelI18n.useT();
  const [form] = Form.useForm();
  const defaults = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.fieldName, toFormValue(f)])),
    [fields],
  );
  useFormFill(form, defaults, { reset: true });
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <Form form={form} layout="vertical" name="model-preview" initialValues={defaults}>
      <GeneratedFields fields={fields} />
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>{t('preview.check')}</Button>
    </Form>
  );
}
