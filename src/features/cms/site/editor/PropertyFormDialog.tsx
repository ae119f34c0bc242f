import { Form, Input } from 'antd';

import type { CmsSiteProperty, SitePropertyBody } from '@/api/cms/site';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { siteI18n } from '../i18n';

/** Add/edit a site property: name required; code required, letters/digits/underscore. */
export function PropertyFormDialog({
  controller,
}: {
  controller: FormDialogController<SitePropertyBody, CmsSiteProperty>;
}) {
  const t = siteI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={500}
      title={(mode) => t(mode === 'add' ? 'prop.addTitle' : 'prop.editTitle')}
    >
      <Form.Item name="propName" label={t('prop.propName')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="propCode"
        label={t('prop.propCode')}
        rules={[rules.required(), { pattern: /^[A-Za-z0-9_]+$/, message: t('prop.codeRule') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="propValue" label={t('prop.propValue')}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('prop.remark')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
