import { Form, Input } from 'antd';

import type { CmsSite, SiteAddForm } from '@/api/cms/site';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { siteI18n } from './i18n';

const PATH = /^[A-Za-z0-9]+$/;

/** "Add Site": name and path required, path letters and digits only (SiteDTO @Pattern), description ≤ 300. */
export function SiteAddDialog({ controller }: { controller: FormDialogController<SiteAddForm, CmsSite> }) {
  const t = siteI18n.useT();
  return (
    <FormDialog controller={controller} width={600} title={() => t('addTitle')}>
      <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('path')}
        rules={[rules.required(), { pattern: PATH, message: t('pathRule') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="resourceUrl" label={t('resourceUrl')}>
        <Input placeholder="http(s)://" />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[kitRules.maxLength(300)]}>
        <Input.TextArea rows={3} maxLength={300} />
      </Form.Item>
    </FormDialog>
  );
}
