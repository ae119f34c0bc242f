import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Form, Input, Radio, Select } from 'antd';

import { editorApi } from '../api';
import { editorI18n } from '../i18n';
import type { ExModelField } from '../types';
import { DateStringPicker } from './DateStringPicker';

function FieldControl({ field }: { field: ExModelField }) {
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.name }));
  switch (field.controlType) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'radio':
      return <Radio.Group options={options} />;
    case 'checkbox':
      return <Checkbox.Group options={options} />;
    case 'select':
      return <Select allowClear options={options} />;
    case 'date':
      return <DateStringPicker showTime={false} />;
    case 'datetime':
      return <DateStringPicker />;
    default:
      return <Input />;
  }
}

/**
 * The catalog's content extension model (`catalogConfigProps.ContentExtendModel`): one field per model
 * field, values kept under `params` (what the save sends). Rich controls (images, content pickers)
 * are edited as text here.
 */
export function ExModelCard({ modelId, contentId }: { modelId: string; contentId: string }) {
  const t = editorI18n.useT();
  const form = Form.useFormInstance();
  const fields = useQuery({
    queryKey: ['cms/content-editor', 'exmodel', modelId, contentId],
    queryFn: async () => {
      const rows = await editorApi.exModelData(modelId, contentId);
      const params = { ...(form.getFieldValue('params') as Record<string, unknown> | undefined) };
      for (const f of rows) if (params[f.fieldName] === undefined) params[f.fieldName] = f.value;
      form.setFieldValue('params', params);
      return rows;
    },
    staleTime: Infinity,
  });
  if (!fields.data?.length) return null;
  return (
    <Card size="small" title={t('fields.exModel')}>
      {fields.data.map((f) => (
        <Form.Item key={f.fieldName} name={['params', f.fieldName]} label={f.label}>
          <FieldControl field={f} />
        </Form.Item>
      ))}
    </Card>
  );
}
