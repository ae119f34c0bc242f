import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

import { deptApi, type DeptBody, deptKeys, type SysDept } from '@/api/system/dept';
import { DictSelect } from '@/components/dict';
import { kitRules, useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  useTreeExpansion,
  type ListAction,
} from '@/components/list';

import { deptColumns } from './columns';
import { DeptFormDialog } from './DeptFormDialog';
import { deptI18n } from './i18n';
import { useDeptMutations } from './queries';

const perm = (action: string) => ({ perm: `system:dept:${action}` });

/** Department management (`system/dept/index`, menu 103): a tree table, expanded by default. */
export default function DeptPage() {
  const t = deptI18n.useT();
  const list = useListQuery({
    queryKey: deptKeys.list,
    queryFn: deptApi.tree,
    filters: { deptName: 'text', status: 'text' },
    paged: false,
  });
  const tree = useTreeExpansion(list.rows, 'deptId', true);
  const { save, remove } = useDeptMutations();
  const dialog = useFormDialog<DeptBody, SysDept>({
    defaults: { orderNum: 0, status: '0' },
    load: (row) => deptApi.get(row.deptId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysDept>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const addChild: ListAction<SysDept> = {
    key: 'addChild',
    label: t('addChild'),
    icon: <PlusOutlined />,
    access: perm('add'),
    run: ([row]) => row && dialog.openAdd({ parentId: row.deptId }),
  };
  const del: ListAction<SysDept> = {
    ...std.remove({
      access: perm('remove'),
      ids: (rows) => rows.map((r) => r.deptId),
      remove: ([id]) => remove.mutateAsync(id ?? ''),
    }),
    confirm: ([row]) => t('deleteConfirm', { name: row?.deptName }),
    // A root department is never deleted (the server refuses it too).
    hidden: (row) => row.parentId === '0',
  };
  return (
    <ListPage
      data-testid="dept-page"
      list={list}
      rowKey="deptId"
      columns={deptColumns(t)}
      table={{ expandable: tree.expandable }}
      search={
        <>
          <Form.Item name="deptName" label={t('deptName')} rules={[kitRules.maxLength(30)]}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), tree.toggleAction]}
      rowActions={[edit, addChild, del]}
    >
      <DeptFormDialog controller={dialog} />
    </ListPage>
  );
}
