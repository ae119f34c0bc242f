import { Form, type FormItemProps } from 'antd';

import { FieldControl } from './controls/FieldControl';
import type { GeneratedField } from './generated-field';
import { exModelI18n } from './i18n';
import { fieldRules, toFormValue } from './rules';

export interface GeneratedFieldsProps {
  fields: readonly GeneratedField[];
  /** Where the values live in the surrounding form (`params` for the editors); none: top level. */
  name?: string;
  disabled?: boolean;
  /** Extra props per item (a help text, a test id). */
  itemProps?: (field: GeneratedField) => Partial<FormItemProps>;
}

/**
 * The form items of a model's fields inside the surrounding antd Form, one per field at
 * `[name, fieldName]`, each with the control of its type and the rules of its validations. The one
 * generated form of the console: the site, catalog and content editors, the fields screen's preview
 * and the custom form data dialog all render through it, so every validation kind is enforced alike.
 */
export function GeneratedFields({ fields, name, disabled, itemProps }: GeneratedFieldsProps) {
  const t = exModelI18n.useT();
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.fieldName}
          name={name ? [name, field.fieldName] : field.fieldName}
          label={field.label}
          rules={fieldRules(field, t)}
          {...itemProps?.(field)}
        >
          <FieldControl field={field} original={toFormValue(field)} disabled={disabled} />
        </Form.Item>
      ))}
    </>
  );
}
