import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

import { editorI18n } from '../i18n';

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A text box of one item card, named with the card's place ("标题 2"), so the boxes of the cards can
 * be told apart; `rows` makes it a text area.
 */
export function ItemTextField({
  label,
  index,
  value,
  onChange,
  rows,
}: {
  label: string;
  index: number;
  value?: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const name = `${label} ${index + 1}`;
  return rows ? (
    <Input.TextArea
      aria-label={name}
      placeholder={label}
      rows={rows}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <Input aria-label={name} placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

export interface ItemListProps<T> {
  value?: T[];
  onChange?: (items: T[]) => void;
  /** The card body; `update` merges a patch into this item. */
  renderItem: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  /** Extra per-item buttons (cover, replace…). */
  renderActions?: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  /** Add buttons under the list. */
  footer?: ReactNode;
  label: (item: T, index: number) => string;
}

/**
 * An ordered list of cards (album images, audios, videos): Up / Down / Delete buttons and HTML5
 * drag-and-drop by the handle to reorder. The order of the array is the order saved (sortFlag).
 */
export function ItemList<T extends object>({
  value = [],
  onChange,
  renderItem,
  renderActions,
  footer,
  label,
}: ItemListProps<T>) {
  const t = editorI18n.useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const set = (next: T[]) => onChange?.(next);
  const updateAt = (index: number) => (patch: Partial<T>) =>
    set(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Flex vertical gap={12}>
      {value.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('items.empty')} />}
      {value.length > 1 && <Typography.Text type="secondary">{t('items.dragHint')}</Typography.Text>}
      {value.map((item, index) => (
        <Card
          key={index}
          size="small"
          className="content-editor-item"
          aria-label={label(item, index)}
          style={{ opacity: dragging === index ? 0.5 : 1 }}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) set(moveItem(value, dragging, index));
            setDragging(null);
          }}
          title={
            <Space>
              <span
                draggable
                role="button"
                aria-label={t('items.dragHint')}
                style={{ cursor: 'grab' }}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
              >
                <HolderOutlined />
              </span>
              <span>{label(item, index)}</span>
            </Space>
          }
          extra={
            <Space size={4} wrap>
              {renderActions?.(item, index, updateAt(index))}
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => set(moveItem(value, index, index - 1))}
              >
                {t('items.up')}
              </Button>
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === value.length - 1}
                onClick={() => set(moveItem(value, index, index + 1))}
              >
                {t('items.down')}
              </Button>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => set(value.filter((_x, i) => i !== index))}
              >
                {t('items.remove')}
              </Button>
            </Space>
          }
        >
          {renderItem(item, index, updateAt(index))}
        </Card>
      ))}
      {footer && <Space wrap>{footer}</Space>}
    </Flex>
  );
}
