import { Form, Input } from 'antd';

import type { I18nEntry, I18nBody } from '@/api/system/i18n';
import { DictSelect } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { i18nDictI18n } from './i18n';

/**
 * Add/edit one entry. The value allows 100 characters, the server's @Length (the Vue form said 255,
 * which the server then refused).
 */
export function I18nFormDialog({ controller }: { controller: FormDialogController<I18nBody, I18nEntry> }) {
  const t = i18nDictI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="langTag" label={t('langTag')} rules={[rules.required(), kitRules.maxLength(10)]}>
        <DictSelect type="I18nDictType" />
      </Form.Item>
      <Form.Item name="langKey" label={t('langKey')} rules={[rules.required(), kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="langValue" label={t('langValue')} rules={[rules.required(), kitRules.maxLength(100)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
