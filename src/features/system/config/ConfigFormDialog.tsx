import { Form, Input, type FormRule } from 'antd';

import type { ConfigBody, SysConfig } from '@/api/system/config';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { configI18n } from './i18n';

/**
 * Add/edit a parameter. Unlike the Vue console, the name stays editable on edit instead of being
 * replaced by the placeholder `{CONFIG.<key>}`: the server shows the `CONFIG.<key>` translation first
 * anyway, and a parameter without one would otherwise lose its name.
 */
export function ConfigFormDialog({
  controller,
}: {
  controller: FormDialogController<ConfigBody, SysConfig>;
}) {
  const t = configI18n.useT();
  // The pattern is for new keys: keys the backend already holds may have dots (the seeded
  // `sys.index.skinName`), and such a parameter must still save when only its value changes.
  const storedKey = controller.mode === 'edit' ? controller.record?.configKey : undefined;
  const codeRule = rules.code();
  const keyPattern: FormRule = (form) => {
    if (storedKey !== undefined && form.getFieldValue('configKey') === storedKey) return {};
    return typeof codeRule === 'function' ? codeRule(form) : codeRule;
  };
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item
        name="configName"
        label={t('configName')}
        rules={[rules.required(), kitRules.maxLength(100)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="configKey"
        label={t('configKey')}
        rules={[rules.required(), keyPattern, kitRules.maxLength(100)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="configValue"
        label={t('configValue')}
        rules={[rules.required(), kitRules.maxLength(500)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
