import { Button, Form, Typography } from 'antd';

import type { PusherType } from '@/api/system/pusher';
import { CodeEditor } from '@/components/code-editor';

import { configTemplate } from './config-json';
import { pusherI18n } from './i18n';

/** The configuration JSON in the (lazily loaded) code editor, as a form control. */
export function JsonEditor({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const t = pusherI18n.useT();
  return (
    <CodeEditor
      value={value ?? ''}
      onChange={onChange}
      language="javascript"
      height={220}
      aria-label={t('configJson')}
    />
  );
}

/** The picked type's settings (required ones marked, with examples) and a template to start from. */
export function TypeHints({ type }: { type?: PusherType }) {
  const t = pusherI18n.useT();
  const form = Form.useFormInstance();
  if (!type) return <Typography.Text type="secondary">{t('pickType')}</Typography.Text>;
  return (
    <div data-testid="pusher-type-hints">
      <Typography.Text type="secondary">{t('fieldsOf', { type: type.name })}</Typography.Text>
      <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
        {(type.fields ?? []).map((field) => (
          <li key={field.name}>
            <Typography.Text code>{field.name}</Typography.Text>{' '}
            {[field.required && t('required'), field.example && t('example', { example: field.example })]
              .filter(Boolean)
              .join('，')}
          </li>
        ))}
      </ul>
      <Button size="small" onClick={() => form.setFieldValue('configJson', configTemplate(type))}>
        {t('template')}
      </Button>
    </div>
  );
}
