import { Form, Input, Select } from 'antd';

import type { XModel, XModelBody } from '@/api/cms/exmodel';
import { useModelTables } from '@/components/cms/exmodel-editor';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { exModelScreenI18n } from './i18n';

/** Add/edit an ex-model: name ≤ 100, code (letters, digits, underscore) ≤ 50, data table. */
export function ExModelFormDialog({ controller }: { controller: FormDialogController<XModelBody, XModel> }) {
  const t = exModelScreenI18n.useT();
  const tables = useModelTables('CmsExtend', controller.open);
  return (
    <FormDialog controller={controller} title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}>
      {(mode) => (
        <>
          <Form.Item name="name" label={t('name')} rules={[rules.required(), kitRules.maxLength(100)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('code')}
            rules={[rules.required(), rules.code(), kitRules.maxLength(50)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="tableName"
            label={t('tableName')}
            rules={[rules.required(), kitRules.maxLength(100)]}
          >
            <Select
              showSearch
              loading={tables.isLoading}
              // The values live in the table: a model keeps the one it was created on.
              disabled={mode === 'edit'}
              options={(tables.data ?? []).map((name) => ({ value: name, label: name }))}
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
