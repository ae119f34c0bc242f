import { TranslationOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

import { i18nApi, type I18nBody, type I18nEntry, i18nKeys } from '@/api/system/i18n';
import { DictSelect } from '@/components/dict';
import { kitRules, useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';

import { i18nColumns } from './columns';
import { i18nDictI18n } from './i18n';
import { I18nBatchDialog } from './I18nBatchDialog';
import { I18nFormDialog } from './I18nFormDialog';
import { useI18nMutations } from './queries';
import type { I18nBatchForm } from './types';

const perm = (action: string) => ({ perm: `system:i18ndict:${action}` });

/** I18n dictionary (`system/i18n/index`, menu 2014, path /i18n/dict): entries that override server texts. */
export default function I18nPage() {
  const t = i18nDictI18n.useT();
  const list = useListQuery({
    queryKey: i18nKeys.list,
    queryFn: i18nApi.list,
    filters: { langTag: 'text', langKey: 'text', langValue: 'text' },
  });
  const { save, batch, remove, refreshCache } = useI18nMutations();
  const dialog = useFormDialog<I18nBody, I18nEntry>({
    load: (row) => i18nApi.get(row.dictId),
    submit: (values) => save.mutateAsync(values),
  });
  const batchDialog = useFormDialog<I18nBatchForm, I18nEntry>({
    load: async (row) => ({ items: await i18nApi.byKey(row.langKey) }),
    submit: (values) => batch.mutateAsync(values.items),
  });
  const std = useStandardActions<I18nEntry>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.dictId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const editAll: ListAction<I18nEntry> = {
    key: 'batchEdit',
    label: t('batchEdit'),
    icon: <TranslationOutlined />,
    access: perm('edit'),
    run: ([row]) => row && batchDialog.openEdit(row),
  };
  return (
    <ListPage
      data-testid="i18n-page"
      list={list}
      rowKey="dictId"
      columns={i18nColumns(t)}
      search={
        <>
          <Form.Item name="langTag" label={t('langTag')} rules={[kitRules.maxLength(10)]}>
            <DictSelect type="I18nDictType" aria-label={t('langTag')} />
          </Form.Item>
          <Form.Item name="langKey" label={t('langKey')} rules={[kitRules.maxLength(100)]}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="langValue" label={t('langValue')} rules={[kitRules.maxLength(255)]}>
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
          url: i18nApi.listUrl,
          params: () => list.params,
          fileName: 'i18n',
        }),
        std.refreshCache({ access: perm('remove'), run: () => refreshCache.mutateAsync() }),
      ]}
      rowActions={[edit, editAll, del]}
    >
      <I18nFormDialog controller={dialog} />
      <I18nBatchDialog controller={batchDialog} />
    </ListPage>
  );
}
