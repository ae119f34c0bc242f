import { Radio, Select, type RadioGroupProps, type SelectProps } from 'antd';

import { useDict } from './use-dict';

/** A select over a dictionary, for search forms and dialogs: `<DictSelect type="EnableOrDisable" />`. */
export function DictSelect({ type, ...props }: { type: string } & Omit<SelectProps<string>, 'options'>) {
  const { options, isLoading } = useDict(type);
  return (
    <Select<string>
      allowClear
      loading={isLoading}
      style={{ minWidth: 160 }}
      {...props}
      options={options.map((o) => ({ label: o.label, value: o.value }))}
    />
  );
}

/** Radio buttons over a dictionary (status fields of dialogs). */
export function DictRadio({ type, ...props }: { type: string } & Omit<RadioGroupProps, 'options'>) {
  const { options } = useDict(type);
  return <Radio.Group {...props} options={options.map((o) => ({ label: o.label, value: o.value }))} />;
}
