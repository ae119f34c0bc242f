import { Alert, Form, Input } from 'antd';

import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { CatalogParentSelect } from './CatalogParentSelect';
import { catalogI18n } from './i18n';

export interface BatchAddForm {
  parentId?: string;
  catalogs: string;
}

/** "Batch Add Catalog": an indented outline, two spaces per level (`POST /cms/catalog/batchAdd`). */
export function BatchAddDialog({ controller }: { controller: FormDialogController<BatchAddForm, never> }) {
  const t = catalogI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={500}
      title={() => t('batchAdd')}
      formProps={{ layout: 'vertical' }}
    >
      <Alert type="info" showIcon title={t('batchHint')} style={{ marginBottom: 12 }} />
      <Form.Item name="parentId" label={t('fields.parentId')}>
        <CatalogParentSelect />
      </Form.Item>
      <Form.Item name="catalogs" label={t('fields.catalogs')} rules={[rules.required()]}>
        <Input.TextArea rows={10} />
      </Form.Item>
    </FormDialog>
  );
}
