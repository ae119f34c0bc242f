import { Button, Drawer, Form, Input } from 'antd';
import { useState } from 'react';

import { linkGroupApi, type LinkGroup, type LinkGroupBody, linkGroupKeys } from '@/api/cms/link';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListColumn } from '@/components/list';

import { linkI18n } from './i18n';
import { LinkGroupFormDialog } from './LinkGroupFormDialog';
import { LinkList } from './LinkList';
import { useLinkGroupMutations } from './queries';
import { namesOf, updateTimeColumn } from './shared';

const ADD = { perm: 'cms:friendlink:add' };
const EDIT = { perm: ['cms:friendlink:add', 'cms:friendlink:edit'] };
const DELETE = { perm: 'cms:friendlink:delete' };

/** Friend links (`cms/link/linkGroup`, menu 2036): the site's groups; a group's name opens its links in a drawer. */
export default function LinkGroupPage() {
  const t = linkI18n.useT();
  const [opened, setOpened] = useState<LinkGroup>();
  const list = useListQuery({
    queryKey: linkGroupKeys.list,
    queryFn: linkGroupApi.list,
    filters: { query: 'text' },
  });
  const { save, remove } = useLinkGroupMutations();
  const dialog = useFormDialog<LinkGroupBody, LinkGroup>({
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<LinkGroup>();
  const edit = std.edit({ access: EDIT, run: dialog.openEdit });
  const del = std.remove({
    access: DELETE,
    ids: (rows) => rows.map((r) => r.linkGroupId),
    confirm: (ids) => t('deleteGroupConfirm', { names: namesOf(list.rows, (r) => r.linkGroupId, ids) }),
    remove: (ids) => remove.mutateAsync(list.rows.filter((r) => ids.includes(r.linkGroupId))),
  });
  const columns: ListColumn<LinkGroup>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpened(row)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'code', dataIndex: 'code', title: t('code') },
    { key: 'sortFlag', dataIndex: 'sortFlag', title: t('sort'), width: 80 },
    updateTimeColumn(t('updateTime')),
  ];
  return (
    <ListPage
      data-testid="link-group-page"
      list={list}
      rowKey="linkGroupId"
      columns={columns}
      search={
        <Form.Item name="query">
          <Input allowClear placeholder={t('query')} aria-label={t('query')} />
        </Form.Item>
      }
      actions={[std.add({ access: ADD, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <LinkGroupFormDialog controller={dialog} />
      <Drawer
        open={!!opened}
        size="50%"
        title={opened ? `${t('linksTitle')} · ${opened.name}` : t('linksTitle')}
        onClose={() => setOpened(undefined)}
        destroyOnHidden
      >
        {opened && <LinkList key={opened.linkGroupId} groupId={opened.linkGroupId} />}
      </Drawer>
    </ListPage>
  );
}
