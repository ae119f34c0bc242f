import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Row, Space } from 'antd';
import type { DragEvent, ReactNode } from 'react';

import { Hint } from '@/components/hint';

import type { DesignField, FieldKind } from './design';
import { FieldControl } from './FieldControl';
import { buildI18n } from './i18n';
import { DRAG_FIELD, DRAG_KIND } from './Palette';

export interface CanvasProps {
  fields: DesignField[];
  activeId?: string;
  onSelect: (id: string) => void;
  /** A palette item dropped before a field (or at the end). */
  onDropKind: (kind: FieldKind, beforeId?: string) => void;
  /** A canvas item dragged before another (or to the end). */
  onMove: (id: string, beforeId?: string) => void;
  onStep: (id: string, delta: -1 | 1) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}

/** Reads what was dropped: a new field's kind or a field being moved. */
function dropped(event: DragEvent, beforeId: string | undefined, props: CanvasProps) {
  event.preventDefault();
  event.stopPropagation();
  const kind = event.dataTransfer.getData(DRAG_KIND);
  const moved = event.dataTransfer.getData(DRAG_FIELD);
  if (kind) props.onDropKind(kind as FieldKind, beforeId);
  else if (moved) props.onMove(moved, beforeId);
}

const allowDrop = (event: DragEvent) => event.preventDefault();

function ItemTool({ title, icon, onClick }: { title: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Hint title={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={title}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      />
    </Hint>
  );
}

/** The form being designed: each field as it will look, selectable, draggable and with its tools. */
export function Canvas(props: CanvasProps) {
  const t = buildI18n.useT();
  const { fields, activeId } = props;
  return (
    <div
      data-testid="build-canvas"
      onDragOver={allowDrop}
      onDrop={(event) => dropped(event, undefined, props)}
      style={{ minHeight: 360, padding: 12, border: '1px dashed #bfbfbf', borderRadius: 6 }}
    >
      {fields.length === 0 ? (
        <Empty description={t('emptyCanvas')} />
      ) : (
        <Form layout="vertical" component="div">
          <Row gutter={12}>
            {fields.map((field, i) => (
              <Col span={field.span} key={field.id}>
                <div
                  data-testid="build-item"
                  data-field={field.name}
                  aria-selected={field.id === activeId}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_FIELD, field.id);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={allowDrop}
                  onDrop={(event) => dropped(event, field.id, props)}
                  onClick={() => props.onSelect(field.id)}
                  style={{
                    position: 'relative',
                    padding: '4px 8px',
                    marginBottom: 8,
                    cursor: 'move',
                    borderRadius: 4,
                    border: `1px solid ${field.id === activeId ? '#1677ff' : 'transparent'}`,
                    background: field.id === activeId ? '#f0f7ff' : undefined,
                  }}
                >
                  <Form.Item label={field.label} required={field.required} style={{ marginBottom: 4 }}>
                    <FieldControl field={field} disabled />
                  </Form.Item>
                  <Space size={0} style={{ position: 'absolute', top: 2, right: 4 }}>
                    {i > 0 && (
                      <ItemTool
                        title={t('moveUp')}
                        icon={<ArrowUpOutlined />}
                        onClick={() => props.onStep(field.id, -1)}
                      />
                    )}
                    {i < fields.length - 1 && (
                      <ItemTool
                        title={t('moveDown')}
                        icon={<ArrowDownOutlined />}
                        onClick={() => props.onStep(field.id, 1)}
                      />
                    )}
                    <ItemTool
                      title={t('copy')}
                      icon={<CopyOutlined />}
                      onClick={() => props.onCopy(field.id)}
                    />
                    <ItemTool
                      title={t('remove')}
                      icon={<DeleteOutlined />}
                      onClick={() => props.onRemove(field.id)}
                    />
                  </Space>
                </div>
              </Col>
            ))}
          </Row>
        </Form>
      )}
    </div>
  );
}
