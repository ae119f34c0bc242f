import { Form, Input, InputNumber } from 'antd';

import type { LinkGroup, LinkGroupBody } from '@/api/cms/link';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { linkI18n } from './i18n';

/** Add/edit a group: name and code (letters, digits, underscore) required; the sort only on edit. */
export function LinkGroupFormDialog({
  controller,
}: {
  controller: FormDialogController<LinkGroupBody, LinkGroup>;
}) {
  const t = linkI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={500}
      title={(mode) => t(mode === 'add' ? 'addGroup' : 'editGroup')}
    >
      {(mode) => (
        <>
          <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
            <Input />
          </Form.Item>
          <Form.Item name="code" label={t('code')} rules={[rules.required(), rules.code()]}>
            <Input />
          </Form.Item>
          {mode === 'edit' && (
            <Form.Item name="sortFlag" label={t('sort')}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
          )}
        </>
      )}
    </FormDialog>
  );
}
