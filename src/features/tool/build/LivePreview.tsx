import { Button, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';

import type { DesignField } from './design';
import { FieldControl } from './FieldControl';
import { buildI18n } from './i18n';

/** Extra Form.Item props the generated code gives some kinds (switches hold `checked`, uploads a file list). */
function valueProps(field: DesignField) {
  if (field.kind === 'switch') return { valuePropName: 'checked' };
  if (field.kind === 'upload')
    return { valuePropName: 'fileList', getValueFromEvent: (e: { fileList: unknown[] }) => e.fileList };
  return {};
}

/** The designed form working as it will: required checks, and the values it would submit. */
export function LivePreview({ fields }: { fields: DesignField[] }) {
  const t = buildI18n.useT();
  const [values, setValues] = useState<unknown>();
  return (
    <div data-testid="build-preview">
      <Form layout="vertical" onFinish={setValues}>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col span={field.span} key={field.id}>
              <Form.Item
                name={field.name}
                label={field.label}
                rules={field.required ? [{ required: true, message: `${field.label} is required` }] : []}
                {...valueProps(field)}
              >
                <FieldControl field={field} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit">
          {t('submit')}
        </Button>
      </Form>
      {values !== undefined && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('previewValues')}
          </Typography.Title>
          <pre data-testid="build-preview-values">{JSON.stringify(values, null, 2)}</pre>
        </>
      )}
    </div>
  );
}
