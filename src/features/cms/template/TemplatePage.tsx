import { ClearOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router-dom';

import { templateApi, templateKeys, type TemplateListRow } from '@/api/cms/template';
import { useFormDialog } from '@/components/form';
import { type ListAction, ListPage, useListQuery, useStandardActions } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { templateColumns } from './columns';
import { templateI18n } from './i18n';
import { type TemplateForm, usePipeOptions, useTemplateMutations, useTemplateSuffix } from './queries';
import { TemplateFormDialog } from './TemplateFormDialog';

/** Every TemplateController call checks this key (and the site's view right). */
const access = { perm: 'cms:template:view' };

export const templateEditorPath = (templateId: string) => `/cms/template/editor?id=${templateId}`;

/** Template files of the current site (`cms/contentcore/template`, menu 2030). */
export default function TemplatePage() {
  const t = templateI18n.useT();
  const navigate = useNavigate();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const pipes = usePipeOptions(siteId);
  const suffix = useTemplateSuffix();
  const list = useListQuery({
    queryKey: (params) => templateKeys.list({ ...params, siteId }),
    queryFn: templateApi.list,
    filters: { publishPipeCode: 'text', filename: 'text' },
  });
  const { save, remove, clearInclude, clearTemplates } = useTemplateMutations();
  const dialog = useFormDialog<TemplateForm, TemplateListRow>({
    load: (row) => templateApi.get(row.templateId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<TemplateListRow>();
  const openEditor = (row: TemplateListRow) => navigate(templateEditorPath(row.templateId));
  const ids = (rows: TemplateListRow[]) => rows.map((r) => r.templateId);
  const del = std.remove({
    access,
    ids,
    remove: remove.mutateAsync,
    confirm: (list) => t('deleteConfirm', { ids: list }),
  });
  const rename: ListAction<TemplateListRow> = {
    key: 'rename',
    label: t('rename'),
    icon: <FormOutlined />,
    access,
    run: ([row]) => row && dialog.openEdit(row),
  };
  const edit: ListAction<TemplateListRow> = {
    key: 'edit',
    label: std.edit({ run: openEditor }).label,
    icon: <EditOutlined />,
    access,
    run: ([row]) => row && openEditor(row),
  };
  const clearIncludeCache: ListAction<TemplateListRow> = {
    key: 'clearIncludeCache',
    label: t('clearIncludeCache'),
    icon: <ClearOutlined />,
    access,
    selection: 'multiple',
    run: (rows) => clearInclude.mutateAsync(ids(rows)),
  };
  return (
    <ListPage
      data-testid="template-page"
      list={list}
      rowKey="templateId"
      columns={templateColumns(t)}
      search={
        <>
          <Form.Item name="publishPipeCode" label={t('publishPipe')}>
            <Select
              allowClear
              style={{ width: 160 }}
              aria-label={t('publishPipe')}
              options={(pipes ?? []).map((p) => ({ value: p.pipeCode, label: p.pipeName }))}
            />
          </Form.Item>
          <Form.Item name="filename" label={t('path')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access, run: () => dialog.openAdd() }),
        del,
        clearIncludeCache,
        {
          key: 'clearTemplateCache',
          label: t('clearTemplateCache'),
          icon: <ClearOutlined />,
          access,
          run: () => clearTemplates.mutateAsync(),
        },
      ]}
      rowActions={[rename, edit, del, clearIncludeCache]}
      table={{ onRow: (row) => ({ onDoubleClick: () => openEditor(row) }) }}
    >
      <TemplateFormDialog controller={dialog} pipes={pipes} suffix={suffix} />
    </ListPage>
  );
}
