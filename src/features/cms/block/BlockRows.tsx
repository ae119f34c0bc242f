import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useRef } from 'react';

import type { ManualBlockItem, ManualBlockRow } from '@/api/cms/pagewidget';
import { useFormDialog } from '@/components/form';
import { useDragSort } from '@/components/sortable';

import type { BlockT } from './i18n';
import { ItemDialog, type ItemTarget } from './ItemDialog';
import {
  insertItem,
  insertRow,
  type ItemSlot,
  moveBlockItem,
  removeItem,
  removeRow,
  replaceItem,
} from './rows';

interface BlockRowsProps {
  value?: ManualBlockRow[];
  onChange?: (rows: ManualBlockRow[]) => void;
  /** Read-only (no edit permission, or nothing loaded). */
  disabled?: boolean;
  t: BlockT;
}

/**
 * The block's rows, a form control over `content`: each row's items as tags in order (click to edit,
 * "+" to add after, "×" to remove, drag to move within the row or to another), a "+" at each row's
 * start, and Add Row / Clean / Insert Row / Delete for the rows.
 */
export function BlockRows({ value, onChange, disabled = false, t }: BlockRowsProps) {
  const rows = value ?? [];
  const change = (next: ManualBlockRow[]) => onChange?.(next);
  const addSlot = useRef<ItemSlot>([0, 0]);
  const dialog = useFormDialog<ManualBlockItem, ItemTarget>({
    load: (target) => Promise.resolve({ ...target.item }),
    submit: (item, { mode, record }) => {
      const { slot } = record ?? {};
      change(
        mode === 'edit' && slot ? replaceItem(rows, slot, item) : insertItem(rows, addSlot.current, item),
      );
      return Promise.resolve();
    },
    success: false,
  });
  const addAt = (slot: ItemSlot) => {
    addSlot.current = slot;
    dialog.openAdd();
  };
  const drag = useDragSort<ItemSlot>({
    disabled,
    onMove: (from, to) => change(moveBlockItem(rows, from, to)),
  });

  const itemTag = (item: ManualBlockItem, slot: ItemSlot) => (
    <Tag
      key={slot[1]}
      {...drag.itemProps(slot)}
      data-testid="block-item"
      style={{ ...drag.itemProps(slot).style, marginInlineEnd: 0 }}
    >
      <Typography.Link disabled={disabled} onClick={() => dialog.openEdit({ slot, item })}>
        {item.title}
      </Typography.Link>
      {!disabled && (
        <>
          <Button
            type="text"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('insertAfter', { title: item.title })}
            onClick={() => addAt([slot[0], slot[1] + 1])}
          />
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('removeItem', { title: item.title })}
            onClick={() => change(removeItem(rows, slot))}
          />
        </>
      )}
    </Tag>
  );

  return (
    <>
      <Table<ManualBlockRow>
        size="small"
        pagination={false}
        rowKey={(row) => String(rows.indexOf(row))}
        dataSource={rows}
        columns={[
          { key: 'no', title: t('no'), width: 60, render: (_v, _row, index) => index + 1 },
          {
            key: 'items',
            title: t('title'),
            render: (_v, row, index) => (
              <div
                {...drag.dropProps([index, row.items.length])}
                data-testid={`block-row-${index + 1}`}
                style={{
                  ...drag.dropProps([index, row.items.length]).style,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 6,
                  minHeight: 32,
                }}
              >
                {!disabled && (
                  <Button
                    shape="circle"
                    size="small"
                    icon={<PlusOutlined />}
                    aria-label={t('insertAtStart')}
                    onClick={() => addAt([index, 0])}
                  />
                )}
                {row.items.map((item, i) => itemTag(item, [index, i]))}
                {row.items.length === 0 && (
                  <Typography.Text type="secondary">{t('emptyRow')}</Typography.Text>
                )}
              </div>
            ),
          },
          {
            key: 'operation',
            width: 200,
            title: !disabled && (
              <Space size={4}>
                <Button
                  size="small"
                  type="primary"
                  ghost
                  icon={<PlusOutlined />}
                  onClick={() => change(insertRow(rows, rows.length))}
                >
                  {t('addRow')}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => change([])}>
                  {t('clean')}
                </Button>
              </Space>
            ),
            render: (_v, _row, index) =>
              !disabled && (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => change(insertRow(rows, index))}>
                    {t('insertRow')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => change(removeRow(rows, index))}>
                    {t('deleteRow')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {!disabled && <Typography.Text type="secondary">{t('dragHint')}</Typography.Text>}
      <ItemDialog controller={dialog} t={t} />
    </>
  );
}
