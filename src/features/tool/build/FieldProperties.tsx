import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';

import { type DesignField, FIELD_NAME, KINDS_WITH_OPTIONS, KINDS_WITH_PLACEHOLDER } from './design';
import { buildI18n } from './i18n';

export interface FieldPropertiesProps {
  field?: DesignField;
  /** Names of the other fields (a name must be unique). */
  takenNames: string[];
  onChange: (patch: Partial<DesignField>) => void;
}

/** The field name, applied only while it is a valid, unused identifier (the generated code needs one). */
function NameInput({
  field,
  takenNames,
  onChange,
}: Required<Pick<FieldPropertiesProps, 'field'>> & FieldPropertiesProps) {
  const t = buildI18n.useT();
  const [text, setText] = useState(field.name);
  const problem = !FIELD_NAME.test(text)
    ? t('nameRule')
    : takenNames.includes(text)
      ? t('nameTaken')
      : undefined;
  return (
    <Form.Item label={t('name')} validateStatus={problem ? 'error' : undefined} help={problem}>
      <Input
        value={text}
        aria-label={t('name')}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          if (FIELD_NAME.test(next) && !takenNames.includes(next)) onChange({ name: next });
        }}
      />
    </Form.Item>
  );
}

/** The selected field's settings; every change shows on the canvas and the preview at once. */
export function FieldProperties(props: FieldPropertiesProps) {
  const t = buildI18n.useT();
  const { field, onChange } = props;
  if (!field)
    return (
      <Card size="small" title={t('props')}>
        <Empty description={t('noActive')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </Card>
    );
  const options = field.options ?? [];
  const setOption = (index: number, patch: Partial<{ label: string; value: string }>) =>
    onChange({ options: options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  return (
    <Card size="small" title={`${t('props')} · ${t(`kinds.${field.kind}`)}`} data-testid="build-properties">
      <Form layout="vertical" component="div" key={field.id}>
        <Form.Item label={t('label')}>
          <Input
            value={field.label}
            aria-label={t('label')}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        </Form.Item>
        <NameInput {...props} field={field} />
        <Form.Item label={t('required')}>
          <Switch
            checked={field.required}
            aria-label={t('required')}
            onChange={(required) => onChange({ required })}
          />
        </Form.Item>
        {KINDS_WITH_PLACEHOLDER.includes(field.kind) && (
          <Form.Item label={t('placeholder')}>
            <Input
              value={field.placeholder ?? ''}
              aria-label={t('placeholder')}
              onChange={(e) => onChange({ placeholder: e.target.value || undefined })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('span')}>
          <InputNumber
            min={1}
            max={24}
            precision={0}
            value={field.span}
            aria-label={t('span')}
            onChange={(span) => span && onChange({ span })}
          />
        </Form.Item>
        {KINDS_WITH_OPTIONS.includes(field.kind) && (
          <Form.Item label={t('options')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {options.map((option, i) => (
                <Space.Compact key={i} style={{ width: '100%' }}>
                  <Input
                    value={option.label}
                    aria-label={`${t('optionLabel')} ${i + 1}`}
                    onChange={(e) => setOption(i, { label: e.target.value })}
                  />
                  <Input
                    value={option.value}
                    aria-label={`${t('optionValue')} ${i + 1}`}
                    onChange={(e) => setOption(i, { value: e.target.value })}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`${t('remove')} ${i + 1}`}
                    onClick={() => onChange({ options: options.filter((_, j) => j !== i) })}
                  />
                </Space.Compact>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  const n = options.length + 1;
                  onChange({ options: [...options, { label: `Option ${n}`, value: String(n) }] });
                }}
              >
                {t('addOption')}
              </Button>
            </Space>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
