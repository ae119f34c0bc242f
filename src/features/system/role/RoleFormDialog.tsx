import { Form, Input, InputNumber } from 'antd';

import type { RoleBody, SysRole } from '@/api/system/role';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { roleI18n } from './i18n';

/**
 * Add/edit a role: name ≤ 30, key (letters, digits, underscore) ≤ 100, sort ≥ 0, status, remark ≤ 500.
 * Menus are not part of this form in 1.5.5: they are granted by key in the permission drawer.
 */
export function RoleFormDialog({ controller }: { controller: FormDialogController<RoleBody, SysRole> }) {
  const t = roleI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={500}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="roleName" label={t('roleName')} rules={[rules.required(), kitRules.maxLength(30)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="roleKey"
        label={t('roleKey')}
        rules={[rules.required(), rules.code(), kitRules.maxLength(100)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="roleSort" label={t('roleSort')} rules={[rules.required(), kitRules.min(0)]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('status')} rules={[rules.required()]}>
        <DictRadio type="EnableOrDisable" />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
