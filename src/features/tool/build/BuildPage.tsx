import { ClearOutlined, CodeOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';

import { Canvas } from './Canvas';
import { CodeDialog } from './CodeDialog';
import { COMPONENT_NAME, type FieldKind } from './design';
import { FieldProperties } from './FieldProperties';
import { generateCode } from './generate-code';
import { buildI18n } from './i18n';
import { LivePreview } from './LivePreview';
import { Palette } from './Palette';
import { useDesign } from './use-design';

/**
 * Form generator (`tool/build/index`, hidden menu 115): antd controls dragged or clicked onto a
 * canvas, configured and reordered, previewed live, and written out as a React + antd component in
 * TypeScript. Client-side only, as in the Vue console; the design stays in this browser.
 */
export default function BuildPage() {
  const t = buildI18n.useT();
  const d = useDesign();
  const { fields, componentName } = d.design;
  const [code, setCode] = useState<string>();
  const active = fields.find((f) => f.id === d.activeId);
  const nameOk = COMPONENT_NAME.test(componentName);
  const label = (kind: FieldKind) => t(`kinds.${kind}`);
  return (
    <div data-testid="build-page">
      <Row gutter={12}>
        <Col flex="180px">
          <Palette onAdd={(kind) => d.add(kind, label(kind))} />
        </Col>
        <Col flex="auto">
          <Card
            size="small"
            title={
              <Space wrap>
                <Form.Item
                  label={t('componentName')}
                  validateStatus={nameOk ? undefined : 'error'}
                  help={nameOk ? undefined : t('componentNameRule')}
                  style={{ margin: 0 }}
                >
                  <Input
                    value={componentName}
                    aria-label={t('componentName')}
                    style={{ width: 200 }}
                    onChange={(e) => d.rename(e.target.value.trim())}
                  />
                </Form.Item>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('savedLocally')}
                </Typography.Text>
              </Space>
            }
            extra={
              <Space>
                <Button
                  type="primary"
                  icon={<CodeOutlined />}
                  disabled={fields.length === 0 || !nameOk}
                  onClick={() => setCode(generateCode(d.design))}
                >
                  {t('generate')}
                </Button>
                <Popconfirm title={t('clearConfirm')} onConfirm={d.clear} disabled={fields.length === 0}>
                  <Button danger icon={<ClearOutlined />} disabled={fields.length === 0}>
                    {t('clear')}
                  </Button>
                </Popconfirm>
              </Space>
            }
          >
            <Tabs
              items={[
                {
                  key: 'design',
                  label: t('design'),
                  children: (
                    <Canvas
                      fields={fields}
                      activeId={d.activeId}
                      onSelect={d.setActiveId}
                      onDropKind={(kind, beforeId) => d.add(kind, label(kind), beforeId)}
                      onMove={d.move}
                      onStep={d.step}
                      onCopy={d.copy}
                      onRemove={d.remove}
                    />
                  ),
                },
                { key: 'preview', label: t('preview'), children: <LivePreview fields={fields} /> },
              ]}
            />
          </Card>
        </Col>
        <Col flex="300px">
          <FieldProperties
            key={active?.id}
            field={active}
            takenNames={fields.filter((f) => f.id !== active?.id).map((f) => f.name)}
            onChange={(patch) => active && d.update(active.id, patch)}
          />
        </Col>
      </Row>
      <CodeDialog code={code} fileName={`${componentName}.tsx`} onClose={() => setCode(undefined)} />
    </div>
  );
}
