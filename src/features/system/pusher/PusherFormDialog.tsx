import { Form, Input, Select, type FormRule } from 'antd';

import type { PusherConfig, PusherType } from '@/api/system/pusher';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { checkConfigJson } from './config-json';
import { JsonEditor, TypeHints } from './ConfigJsonField';
import { pusherI18n } from './i18n';

/** The dialog's values: the body with its settings as JSON text. */
export interface PusherForm {
  configId?: string;
  name: string;
  type: string;
  status: string;
  configJson: string;
  remark?: string;
}

/** Add/edit a pusher configuration; its settings are checked as JSON against the type's before saving. */
export function PusherFormDialog({
  controller,
  types,
}: {
  controller: FormDialogController<PusherForm, PusherConfig>;
  types: PusherType[];
}) {
  const t = pusherI18n.useT();
  const typeOf = (id: unknown) => types.find((type) => type.id === id);
  const jsonRule: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      const type = typeOf(getFieldValue('type'));
      const problem = checkConfigJson(value, type);
      if (!problem) return Promise.resolve();
      const message =
        problem.kind === 'syntax'
          ? t('jsonInvalid', { reason: problem.reason })
          : problem.kind === 'notObject'
            ? t('jsonNotObject')
            : t('jsonMissing', { type: type?.name ?? '', fields: problem.fields.join(', ') });
      return Promise.reject(new Error(message));
    },
  });
  return (
    <FormDialog
      controller={controller}
      width={720}
      labelWidth={100}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="name" label={t('name')} rules={[rules.required(), kitRules.maxLength(50)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="type" label={t('type')} rules={[rules.required()]}>
        <Select
          aria-label={t('type')}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <DictRadio type="EnableOrDisable" />
      </Form.Item>
      <Form.Item
        name="configJson"
        label={t('configJson')}
        dependencies={['type']}
        rules={[rules.required(), jsonRule]}
        extra={
          <Form.Item noStyle shouldUpdate={(prev: PusherForm, next: PusherForm) => prev.type !== next.type}>
            {({ getFieldValue }) => <TypeHints type={typeOf(getFieldValue('type'))} />}
          </Form.Item>
        }
      >
        <JsonEditor />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
