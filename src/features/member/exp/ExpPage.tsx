import { Form, Input } from 'antd';

import { expConfigApi, expConfigKeys, type MemberExpConfig } from '@/api/member/exp-config';
import { useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { LevelTypeSelect } from '@/components/member';

import { expColumns } from './columns';
import { type ExpForm, ExpFormDialog } from './ExpFormDialog';
import { expI18n } from './i18n';

const access = { perm: 'member:exp:view' };

/** Experience rules (`member/expConfig`, menu 2061). */
export default function ExpPage() {
  const t = expI18n.useT();
  const list = useListQuery({
    queryKey: expConfigKeys.list,
    queryFn: expConfigApi.list,
    filters: { levelType: 'text', opType: 'text' },
  });
  const save = useListMutation({
    mutationFn: (body: ExpForm) => (body.configId ? expConfigApi.update(body) : expConfigApi.add(body)),
    invalidate: expConfigKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => expConfigApi.remove(ids),
    invalidate: expConfigKeys.all,
    success: 'delete',
  });
  const dialog = useFormDialog<ExpForm, MemberExpConfig>({
    defaults: { exp: 0, dayLimit: 0, totalLimit: 0 },
    load: (row) => expConfigApi.get(row.configId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<MemberExpConfig>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.configId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="member-exp-page"
      list={list}
      rowKey="configId"
      columns={expColumns(t)}
      search={
        <>
          <Form.Item name="levelType" label={t('levelType')}>
            <LevelTypeSelect aria-label={t('levelType')} />
          </Form.Item>
          <Form.Item name="opType" label={t('opType')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <ExpFormDialog controller={dialog} />
    </ListPage>
  );
}
