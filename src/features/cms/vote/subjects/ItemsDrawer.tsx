import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Input, Select, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { voteSubjectApi, voteSubjectKeys, type VoteSubject } from '@/api/vote/subject';
import { Auth } from '@/components/auth';
import { useLeaveGuard } from '@/components/leave-guard';
import { moveItem, useDragSort } from '@/components/sortable';
import { feedback } from '@/lib/feedback';

import { VOTE_ACCESS } from '../access';
import { voteI18n } from '../i18n';
import { useSubjectMutations, useVoteItemTypes } from '../queries';
import { insertRow, itemLetter, TEXT_ITEM, toItemBodies, toItemRows, type ItemRow } from './item-rows';

/**
 * The items of one choice subject in a drawer (`GET /vote/subject/items/{subjectId}`): rows with
 * move up/down (or drag), letter, type and details; insert a blank row before one, delete, add at the
 * end; Save sends the whole list (`POST /vote/subject/items`). Closing with unsaved rows asks first.
 */
export function ItemsDrawer({ subject, onClose }: { subject?: VoteSubject; onClose: () => void }) {
  const t = voteI18n.useT();
  return (
    <Drawer
      open={!!subject}
      size="large"
      title={t('itemsTitle', { title: subject?.title ?? '' })}
      onClose={onClose}
      // The editor's own Close is the one way out: it asks before dropping unsaved rows.
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
    >
      {subject && <ItemsLoader subject={subject} onClose={onClose} />}
    </Drawer>
  );
}

function ItemsLoader({ subject, onClose }: { subject: VoteSubject; onClose: () => void }) {
  const items = useQuery({
    queryKey: voteSubjectKeys.extra('items', subject.subjectId),
    queryFn: () => voteSubjectApi.items(subject.subjectId),
  });
  if (items.isError) return <Button onClick={onClose}>{voteI18n.t('close')}</Button>;
  if (!items.data) return <Spin />;
  // Keyed by the load: a refetch after saving starts the editor from the saved rows.
  return (
    <ItemsEditor
      key={items.dataUpdatedAt}
      subjectId={subject.subjectId}
      initial={toItemRows(items.data.rows)}
      onClose={onClose}
    />
  );
}

function ItemsEditor({
  subjectId,
  initial,
  onClose,
}: {
  subjectId: string;
  initial: ItemRow[];
  onClose: () => void;
}) {
  const t = voteI18n.useT();
  const itemTypes = useVoteItemTypes();
  const { saveItems } = useSubjectMutations();
  const [rows, setRows] = useState(initial);
  const dirty =
    JSON.stringify(toItemBodies(rows, subjectId)) !== JSON.stringify(toItemBodies(initial, subjectId));
  const guard = useLeaveGuard({ when: dirty });
  const move = (from: number, to: number) => setRows((current) => moveItem(current, from, to));
  const drag = useDragSort<number>({ disabled: saveItems.isPending, onMove: move });
  const change = (index: number, patch: Partial<ItemRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const save = async () => {
    await saveItems.mutateAsync({ subjectId, items: toItemBodies(rows, subjectId) });
    guard.release();
    feedback.success(t('saved'));
  };
  const close = async () => {
    if (await guard.confirmLeave()) onClose();
  };

  const columns: TableColumnsType<ItemRow> = [
    {
      key: 'move',
      width: 88,
      render: (_, _row, index) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${t('moveUp')} ${itemLetter(index)}`}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${t('moveDown')} ${itemLetter(index)}`}
            disabled={index === rows.length - 1}
            onClick={() => move(index, index + 1)}
          />
        </Space>
      ),
    },
    { key: 'letter', width: 48, render: (_, _row, index) => <strong>{itemLetter(index)}</strong> },
    {
      key: 'type',
      title: t('itemType'),
      width: 120,
      render: (_, row, index) => (
        <Select
          value={row.type}
          options={itemTypes.data ?? []}
          aria-label={`${t('itemType')} ${itemLetter(index)}`}
          onChange={(type: string) => change(index, { type })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'content',
      title: t('itemContent'),
      render: (_, row, index) =>
        row.type === TEXT_ITEM ? (
          <Input
            value={row.content}
            aria-label={`${t('itemContent')} ${itemLetter(index)}`}
            onChange={(event) => change(index, { content: event.target.value })}
          />
        ) : null,
    },
    {
      key: 'actions',
      width: 170,
      render: (_, _row, index) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setRows((current) => insertRow(current, index))}>
            {t('insertItem')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          >
            {t('deleteItem')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="vote-items-editor">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">{t('dragHint')}</Typography.Text>
        <Space>
          <Auth {...VOTE_ACCESS.edit}>
            <Button
              type="primary"
              loading={saveItems.isPending}
              onClick={() => void save().catch(() => undefined)}
            >
              {t('save')}
            </Button>
          </Auth>
          <Button onClick={() => void close()}>{t('close')}</Button>
        </Space>
      </Space>
      <Table<ItemRow>
        rowKey="key"
        size="small"
        pagination={false}
        showHeader={false}
        columns={columns}
        dataSource={rows}
        onRow={(_row, index) => (index === undefined ? {} : drag.itemProps(index))}
        footer={() => (
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => setRows((current) => insertRow(current, current.length))}
          >
            {t('addItem')}
          </Button>
        )}
      />
    </div>
  );
}
