import { Form, Image, Input, Typography } from 'antd';

import { linkApi, type Link, type LinkBody, linkKeys } from '@/api/cms/link';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListColumn } from '@/components/list';
import { moveItem, useDragSort } from '@/components/sortable';

import { linkI18n } from './i18n';
import { LinkFormDialog } from './LinkFormDialog';
import { useLinkMutations } from './queries';
import { namesOf, updateTimeColumn } from './shared';

const ADD = { perm: 'cms:friendlink:add' };
const EDIT = { perm: ['cms:friendlink:add', 'cms:friendlink:edit'] };
const DELETE = { perm: 'cms:friendlink:delete' };

/**
 * The links of one group (the group screen's drawer and `/operations/link/list?groupId=`): search by
 * name or URL, add/edit/delete, and reorder by dragging rows — the moved rows get the page's sort
 * flags in their new order, each saved with `PUT /cms/link`.
 */
export function LinkList({ groupId, syncUrl = false }: { groupId: string; syncUrl?: boolean }) {
  const t = linkI18n.useT();
  const list = useListQuery({
    queryKey: (params) => linkKeys.list({ ...params, groupId }),
    queryFn: (query: { query?: string; pageNum?: number; pageSize?: number }) =>
      linkApi.list({ ...query, groupId }),
    filters: { query: 'text' },
    syncUrl,
  });
  const { save, remove, reorder } = useLinkMutations();
  const dialog = useFormDialog<LinkBody, Link>({
    defaults: () => ({ groupId, sortFlag: Math.max(0, ...list.rows.map((r) => r.sortFlag)) + 1 }),
    submit: (values) => save.mutateAsync({ ...values, groupId }),
  });
  const drag = useDragSort<number>({
    disabled: reorder.isPending,
    onMove: (from, to) => {
      const flags = list.rows.map((r) => r.sortFlag).sort((a, b) => a - b);
      const base = flags[0] ?? 0;
      const moved = moveItem(list.rows, from, to)
        .map((row, i) => ({ ...row, sortFlag: base + i }))
        .filter((row, i) => row.linkId !== list.rows[i]?.linkId || row.sortFlag !== list.rows[i]?.sortFlag);
      void reorder.mutateAsync(moved);
    },
  });
  const std = useStandardActions<Link>();
  const edit = std.edit({ access: EDIT, run: dialog.openEdit });
  const del = std.remove({
    access: DELETE,
    ids: (rows) => rows.map((r) => r.linkId),
    confirm: (ids) => t('deleteLinkConfirm', { names: namesOf(list.rows, (r) => r.linkId, ids) }),
    remove: (ids) => remove.mutateAsync(list.rows.filter((r) => ids.includes(r.linkId))),
  });
  const columns: ListColumn<Link>[] = [
    {
      key: 'logo',
      title: t('logo'),
      width: 100,
      render: (_, row) => (row.src ? <Image src={row.src} height={60} alt={row.name} /> : null),
    },
    { key: 'name', dataIndex: 'name', title: t('linkName') },
    { key: 'url', dataIndex: 'url', title: t('url'), ellipsis: true },
    { key: 'sortFlag', dataIndex: 'sortFlag', title: t('sort'), width: 80 },
    updateTimeColumn(t('updateTime')),
  ];
  return (
    <ListPage
      data-testid="link-list"
      list={list}
      rowKey="linkId"
      columns={columns}
      search={
        <Form.Item name="query">
          <Input allowClear placeholder={t('linkQuery')} aria-label={t('linkQuery')} />
        </Form.Item>
      }
      actions={[std.add({ access: ADD, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
      toolbarExtra={<Typography.Text type="secondary">{t('dragHint')}</Typography.Text>}
      table={{ onRow: (_row, index) => (index === undefined ? {} : drag.itemProps(index)) }}
    >
      <LinkFormDialog controller={dialog} />
    </ListPage>
  );
}
