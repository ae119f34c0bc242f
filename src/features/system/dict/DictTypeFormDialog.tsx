import { Form, Input } from 'antd';

import type { DictTypeBody, SysDictType } from '@/api/system/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { dictI18n } from './i18n';

/** Add/edit a dictionary type: name and type required, at most 100 characters; remark at most 500. */
export function DictTypeFormDialog({
  controller,
}: {
  controller: FormDialogController<DictTypeBody, SysDictType>;
}) {
  const t = dictI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={520}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="dictName" label={t('dictName')} rules={[rules.required(), kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="dictType" label={t('dictType')} rules={[rules.required(), kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
