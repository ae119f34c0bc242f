import { Checkbox, Input, Radio, Select } from 'antd';

import { ImageResourceInput } from '@/components/cms/resource-picker';
import { useDicts } from '@/components/dict';

import type { GeneratedField } from '../generated-field';
import { ContentSelectInput } from './ContentSelectInput';
import { DateTextPicker } from './DateTextPicker';
import { ResourceInput } from './ResourceInput';
import { RichTextField } from './RichTextField';

export interface FieldControlProps {
  field: GeneratedField;
  /** The value the server sent (a resource's `src` is shown only while it is still the value). */
  original: unknown;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The field's options: its own `value=label` entries, or its dictionary's (loaded once per type). */
function useFieldOptions(field: GeneratedField) {
  const [dict] = useDicts(...(field.dictType ? [field.dictType] : []));
  if (field.dictType) return (dict ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (field.options ?? []).map((o) => ({ value: o.value, label: o.name }));
}

/** The control of one ex-model field by its `controlType` (unknown types edit as text). */
export function FieldControl({ field, original, id, value, onChange, disabled }: FieldControlProps) {
  const options = useFieldOptions(field);
  const src = typeof field.valueObj === 'string' && value === original ? field.valueObj : undefined;
  const common = { id, disabled };
  switch (field.controlType) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={text(value)}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...common}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          options={options}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(checked) => onChange?.(checked)}
          options={options}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          value={value === '' || value === null ? undefined : value}
          onChange={(next: unknown) => onChange?.(next ?? '')}
          options={options}
          style={{ minWidth: 200 }}
        />
      );
    case 'date':
    case 'time':
    case 'datetime':
      return <DateTextPicker {...common} mode={field.controlType} value={value} onChange={onChange} />;
    case 'CMSImage':
      return (
        <ImageResourceInput
          disabled={disabled}
          value={typeof value === 'string' && value ? value : undefined}
          src={src}
          width={210}
          height={150}
          onChange={(path) => onChange?.(path ?? '')}
        />
      );
    case 'CMSResource':
      return <ResourceInput {...common} value={value} src={src} onChange={onChange} />;
    case 'CMSContentSelect':
      return <ContentSelectInput {...common} value={value} onChange={onChange} />;
    case 'UEditor':
      return <RichTextField value={value} onChange={onChange} label={field.label} disabled={disabled} />;
    default:
      return <Input {...common} value={text(value)} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
