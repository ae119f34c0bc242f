import { Form, Input } from 'antd';

import { configApi, type ConfigBody, configKeys, type SysConfig } from '@/api/system/config';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

import { configColumns } from './columns';
import { ConfigFormDialog } from './ConfigFormDialog';
import { configI18n } from './i18n';
import { useConfigMutations } from './queries';

const perm = (action: string) => ({ perm: `system:config:${action}` });

/** Parameter settings (`system/config/index`, menu 106). */
export default function ConfigPage() {
  const t = configI18n.useT();
  const list = useListQuery({
    queryKey: configKeys.list,
    queryFn: configApi.list,
    filters: { configName: 'text', configKey: 'text' },
  });
  const { save, remove, refreshCache } = useConfigMutations();
  const dialog = useFormDialog<ConfigBody, SysConfig>({
    defaults: {},
    load: (row) => configApi.get(row.configId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysConfig>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.configId),
    remove: remove.mutateAsync,
  });
  return (
    <ListPage
      data-testid="config-page"
      list={list}
      rowKey="configId"
      columns={configColumns(t)}
      search={
        <>
          <Form.Item name="configName" label={t('configName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="configKey" label={t('configKey')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access: perm('add'), run: () => dialog.openAdd() }),
        edit,
        del,
        std.export({
          access: perm('export'),
          url: configApi.listUrl,
          params: () => list.params,
          fileName: 'config',
        }),
        std.refreshCache({ access: perm('remove'), run: () => refreshCache.mutateAsync() }),
      ]}
      // Built-in parameters cannot be deleted (the server refuses): no row button for them.
      rowActions={[edit, { ...del, hidden: (row) => row.fixed === 'Y' }]}
    >
      <ConfigFormDialog controller={dialog} />
    </ListPage>
  );
}
