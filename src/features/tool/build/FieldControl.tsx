import {
  Button,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  TimePicker,
  Upload,
} from 'antd';

import type { DesignField } from './design';

/**
 * The antd control a field becomes (as the generated code writes it), for the canvas and the preview.
 * Inside a `Form.Item` the item's value, onChange and id pass through `rest`.
 */
export function FieldControl({
  field,
  ...rest
}: { field: DesignField; disabled?: boolean } & Record<string, unknown>) {
  const common = { ...rest, placeholder: field.placeholder };
  switch (field.kind) {
    case 'input':
      return <Input {...common} />;
    case 'textarea':
      return <Input.TextArea rows={4} {...common} />;
    case 'richText':
      return <Input.TextArea rows={8} {...common} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...common} />;
    case 'select':
      return <Select {...common} options={field.options} />;
    case 'radio':
      return <Radio.Group {...rest} options={field.options} />;
    case 'checkbox':
      return <Checkbox.Group {...rest} options={field.options} />;
    case 'switch':
      return <Switch {...rest} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...common} />;
    case 'time':
      return <TimePicker style={{ width: '100%' }} {...common} />;
    case 'upload':
      return (
        <Upload beforeUpload={() => false} {...rest}>
          <Button disabled={rest.disabled}>Select file</Button>
        </Upload>
      );
  }
}
