import { Form, Input, InputNumber } from 'antd';

import type { PostBody, SysPost } from '@/api/system/post';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { postI18n } from './i18n';

/** Add/edit a post: name ≤ 50, code (letters, digits, underscore) ≤ 64, sort ≥ 0, status, remark ≤ 500. */
export function PostFormDialog({ controller }: { controller: FormDialogController<PostBody, SysPost> }) {
  const t = postI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={520}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="postName" label={t('postName')} rules={[rules.required(), kitRules.maxLength(50)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="postCode"
        label={t('postCode')}
        rules={[rules.required(), rules.code(), kitRules.maxLength(64)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="postSort" label={t('postSort')} rules={[rules.required(), kitRules.min(0)]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <DictRadio type="EnableOrDisable" />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
