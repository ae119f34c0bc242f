import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space, Table, type TableColumnType } from 'antd';
import { useState } from 'react';

import type { SysDictType } from '@/api/system/dict';
import type { GenTableColumn } from '@/api/tool/gen';

import { genI18n } from './i18n';
import { HTML_TYPES, JAVA_TYPES, QUERY_TYPES } from './types';

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

const QUERY_LABELS: Record<(typeof QUERY_TYPES)[number], string> = {
  EQ: '=',
  NE: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
  LIKE: 'LIKE',
  BETWEEN: 'BETWEEN',
};

/** Moves one item and renumbers `sort` = position + 1 (what the V1.5.5 drag handler does). */
export function moveColumn(columns: readonly GenTableColumn[], from: number, to: number): GenTableColumn[] {
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...columns];
  next.splice(to, 0, moved);
  return next.map((c, i) => ({ ...c, sort: i + 1 }));
}

/**
 * The "Columns" tab: every column's settings edited in place; rows reorder by dragging the handle
 * (No. / column name cells) or with the up/down buttons (keyboard friendly).
 */
export function ColumnsGrid({
  columns,
  dictTypes,
  onChange,
}: {
  columns: GenTableColumn[];
  dictTypes: SysDictType[];
  onChange: (columns: GenTableColumn[]) => void;
}) {
  const t = genI18n.useT();
  const [dragFrom, setDragFrom] = useState<number>();
  const set = (index: number, patch: Partial<GenTableColumn>) =>
    onChange(columns.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const flag = (key: Flag): TableColumnType<GenTableColumn> => ({
    key,
    title: t(`col.${key}`),
    width: 60,
    align: 'center',
    render: (_v, row, i) => (
      <Checkbox
        aria-label={`${row.columnName} ${t(`col.${key}`)}`}
        checked={row[key] === '1'}
        onChange={(e) => set(i, { [key]: e.target.checked ? '1' : '0' })}
      />
    ),
  });
  const gridColumns: TableColumnType<GenTableColumn>[] = [
    {
      key: 'sort',
      title: t('index'),
      width: 70,
      render: (_v, _row, i) => (
        <span style={{ cursor: 'move' }}>
          <HolderOutlined /> {i + 1}
        </span>
      ),
    },
    { key: 'columnName', dataIndex: 'columnName', title: t('col.columnName'), width: 140, ellipsis: true },
    {
      key: 'columnComment',
      title: t('col.columnComment'),
      width: 150,
      render: (_v, row, i) => (
        <Input
          size="small"
          aria-label={`${row.columnName} ${t('col.columnComment')}`}
          value={row.columnComment}
          onChange={(e) => set(i, { columnComment: e.target.value })}
        />
      ),
    },
    { key: 'columnType', dataIndex: 'columnType', title: t('col.columnType'), width: 110, ellipsis: true },
    {
      key: 'javaType',
      title: t('col.javaType'),
      width: 120,
      render: (_v, row, i) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={`${row.columnName} ${t('col.javaType')}`}
          value={row.javaType}
          options={JAVA_TYPES.map((v) => ({ value: v, label: v }))}
          onChange={(javaType) => set(i, { javaType })}
        />
      ),
    },
    {
      key: 'javaField',
      title: t('col.javaField'),
      width: 140,
      render: (_v, row, i) => (
        <Input
          size="small"
          status={row.javaField.trim() ? undefined : 'error'}
          aria-label={`${row.columnName} ${t('col.javaField')}`}
          value={row.javaField}
          onChange={(e) => set(i, { javaField: e.target.value })}
        />
      ),
    },
    flag('isInsert'),
    flag('isEdit'),
    flag('isList'),
    flag('isQuery'),
    {
      key: 'queryType',
      title: t('col.queryType'),
      width: 110,
      render: (_v, row, i) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={`${row.columnName} ${t('col.queryType')}`}
          value={row.queryType}
          options={QUERY_TYPES.map((v) => ({ value: v, label: QUERY_LABELS[v] }))}
          onChange={(queryType) => set(i, { queryType })}
        />
      ),
    },
    flag('isRequired'),
    {
      key: 'htmlType',
      title: t('col.htmlType'),
      width: 130,
      render: (_v, row, i) => (
        <Select
          size="small"
          style={{ width: '100%' }}
          aria-label={`${row.columnName} ${t('col.htmlType')}`}
          value={row.htmlType}
          options={HTML_TYPES.map((v) => ({ value: v, label: t(`html.${v}`) }))}
          onChange={(htmlType) => set(i, { htmlType })}
        />
      ),
    },
    {
      key: 'dictType',
      title: t('col.dictType'),
      width: 170,
      render: (_v, row, i) => (
        <Select
          size="small"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          aria-label={`${row.columnName} ${t('col.dictType')}`}
          value={row.dictType || undefined}
          options={dictTypes.map((d) => ({ value: d.dictType, label: `${d.dictName} ${d.dictType}` }))}
          onChange={(dictType?: string) => set(i, { dictType: dictType ?? '' })}
        />
      ),
    },
    {
      key: 'move',
      title: t('col.move'),
      width: 80,
      fixed: 'right',
      render: (_v, row, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            aria-label={`${row.columnName} ${t('col.moveUp')}`}
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            onClick={() => onChange(moveColumn(columns, i, i - 1))}
          />
          <Button
            type="text"
            size="small"
            aria-label={`${row.columnName} ${t('col.moveDown')}`}
            icon={<ArrowDownOutlined />}
            disabled={i === columns.length - 1}
            onClick={() => onChange(moveColumn(columns, i, i + 1))}
          />
        </Space>
      ),
    },
  ];
  return (
    <Table<GenTableColumn>
      data-testid="gen-columns"
      size="small"
      rowKey="columnId"
      pagination={false}
      dataSource={columns}
      columns={gridColumns}
      scroll={{ x: 1600, y: 'calc(100vh - 245px)' }}
      onRow={(_row, index) => ({
        draggable: true,
        onDragStart: () => setDragFrom(index),
        onDragOver: (e) => e.preventDefault(),
        onDrop: () => {
          if (dragFrom !== undefined && index !== undefined && dragFrom !== index)
            onChange(moveColumn(columns, dragFrom, index));
          setDragFrom(undefined);
        },
      })}
    />
  );
}
