import { Form, Input, Select } from 'antd';

import { type PusherConfig, pusherApi, pusherKeys } from '@/api/system/pusher';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, useStatusColumn } from '@/components/list';

import { pusherColumns } from './columns';
import { parseConfigJson } from './config-json';
import { pusherI18n } from './i18n';
import { type PusherForm, PusherFormDialog } from './PusherFormDialog';
import { usePusherMutations, usePusherTypes } from './queries';

const perm = (action: string) => ({ perm: `system:pusher:${action}` });

/** Message-pusher configurations (`system/pusher/index`, a screen the console designs: docs/enterprise-only.md). */
export default function PusherPage() {
  const t = pusherI18n.useT();
  const types = usePusherTypes().data ?? [];
  const list = useListQuery({
    queryKey: pusherKeys.list,
    queryFn: pusherApi.list,
    filters: { name: 'text', type: 'text', status: 'text' },
  });
  const { save, changeStatus, remove } = usePusherMutations();
  const dialog = useFormDialog<PusherForm, PusherConfig>({
    defaults: { status: '0', configJson: '{\n}' },
    load: async (row) => {
      const { configProps, ...config } = await pusherApi.get(row.configId);
      return { ...config, configJson: JSON.stringify(configProps ?? {}, null, 2) };
    },
    // The form checked the JSON; an object it is.
    submit: ({ configJson, ...values }) =>
      save.mutateAsync({ ...values, configProps: parseConfigJson(configJson) ?? {} }),
  });
  const std = useStandardActions<PusherConfig>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.configId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const status = useStatusColumn<PusherConfig>({
    title: t('status'),
    width: 110,
    rowKey: (row) => row.configId,
    isOn: (row) => row.status === '0',
    change: (row, on) => changeStatus.mutateAsync({ configId: row.configId, status: on ? '0' : '1' }),
    access: perm('edit'),
    label: (row) => `${row.name} ${t(row.status === '0' ? 'enabled' : 'disabled')}`,
  });
  const columns = pusherColumns(t, types, status);
  return (
    <ListPage
      data-testid="pusher-page"
      list={list}
      rowKey="configId"
      columns={columns}
      search={
        <>
          <Form.Item name="name" label={t('name')}>
            <Input allowClear placeholder={t('namePlaceholder')} />
          </Form.Item>
          <Form.Item name="type" label={t('type')}>
            <Select
              allowClear
              aria-label={t('type')}
              style={{ minWidth: 160 }}
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <PusherFormDialog controller={dialog} types={types} />
    </ListPage>
  );
}
