import { Form, Input, Select } from 'antd';

import { catalogApi } from '@/api/cms/catalog';
import { FormDialog, type FormDialogController } from '@/components/form';

import { CatalogParentSelect } from './CatalogParentSelect';
import { catalogI18n } from './i18n';
import { useCatalogTypes } from './queries';
import { catalogRules } from './rules';

export interface AddCatalogForm {
  parentId?: string;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
}

/** The name input: on blur, empty alias / path are filled from `POST /cms/catalog/spelling`. */
function NameInput(props: { id?: string; value?: string; onChange?: (e: unknown) => void }) {
  const form = Form.useFormInstance<AddCatalogForm>();
  async function fill() {
    const { name, alias, path, parentId } = form.getFieldsValue();
    if (!name?.trim() || (alias && path)) return;
    const spelled = await catalogApi.spelling(parentId ?? '0', name);
    if (!form.getFieldValue('alias')) form.setFieldValue('alias', spelled.alias);
    if (!form.getFieldValue('path')) form.setFieldValue('path', spelled.path);
    void form.validateFields(['alias', 'path']).catch(() => undefined);
  }
  return <Input {...props} onBlur={() => void fill().catch(() => undefined)} />;
}

/** "Add Catalog": parent, name, alias, path, type (CatalogAddDTO). */
export function AddCatalogDialog({
  controller,
}: {
  controller: FormDialogController<AddCatalogForm, never>;
}) {
  const t = catalogI18n.useT();
  const types = useCatalogTypes();
  return (
    <FormDialog controller={controller} width={600} labelWidth={110} title={() => t('add')}>
      <Form.Item name="parentId" label={t('fields.parentId')}>
        <CatalogParentSelect />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={catalogRules.name}>
        <NameInput />
      </Form.Item>
      <Form.Item name="alias" label={t('fields.alias')} rules={catalogRules.alias}>
        <Input />
      </Form.Item>
      <Form.Item name="path" label={t('fields.path')} rules={catalogRules.path}>
        <Input />
      </Form.Item>
      <Form.Item name="catalogType" label={t('fields.catalogType')} rules={catalogRules.catalogType}>
        <Select options={(types.data ?? []).map((o) => ({ value: o.id, label: o.name }))} />
      </Form.Item>
    </FormDialog>
  );
}
