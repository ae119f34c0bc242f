import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';

import type { ExpConfigBody, MemberExpConfig } from '@/api/member/exp-config';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { LevelTypeSelect } from '@/components/member';
import { rules } from '@/lib/validators';

import { expI18n } from './i18n';
import { OperationPickerDialog } from './OperationPickerDialog';

/** The dialog's values: the body plus the picked operation's name, shown beside it. */
export type ExpForm = ExpConfigBody & { opTypeName?: string };

/** The read-only operation name and its "Select" button (the picker sets opType and opTypeName). */
function OperationField({ disabled }: { disabled: boolean }) {
  const t = expI18n.useT();
  const form = Form.useFormInstance<ExpForm>();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="opTypeName" noStyle>
          <Input readOnly aria-label={t('opTypeName')} />
        </Form.Item>
        <Button disabled={disabled} onClick={() => setPicking(true)}>
          {t('select')}
        </Button>
      </Space.Compact>
      <OperationPickerDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onOk={(op) => {
          form.setFieldsValue({ opType: op.id, opTypeName: op.name });
          void form.validateFields(['opType']);
          setPicking(false);
        }}
      />
    </>
  );
}

/** Add/edit an experience rule; the operation and level type identify it, so an edit locks both. */
export function ExpFormDialog({
  controller,
}: {
  controller: FormDialogController<ExpForm, MemberExpConfig>;
}) {
  const t = expI18n.useT();
  const locked = controller.mode === 'edit';
  return (
    <FormDialog
      controller={controller}
      width={560}
      labelWidth={145}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item label={t('opType')} required>
        <OperationField disabled={locked} />
        <Form.Item name="opType" noStyle rules={[rules.required(t('opType'))]}>
          <Input type="hidden" />
        </Form.Item>
      </Form.Item>
      <Form.Item name="levelType" label={t('levelType')} rules={[rules.required()]}>
        <LevelTypeSelect disabled={locked} aria-label={t('levelType')} />
      </Form.Item>
      <Form.Item name="exp" label={t('exp')} rules={[rules.required()]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item
        name="dayLimit"
        label={t('dayLimit')}
        extra={t('limitTip')}
        rules={[rules.required(), kitRules.min(0)]}
      >
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item
        name="totalLimit"
        label={t('totalLimit')}
        extra={t('limitTip')}
        rules={[rules.required(), kitRules.min(0)]}
      >
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
