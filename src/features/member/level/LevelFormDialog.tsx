import { Form, Input, InputNumber } from 'antd';

import type { LevelConfigBody, MemberLevelConfig } from '@/api/member/level-config';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { LevelTypeSelect } from '@/components/member';
import { rules } from '@/lib/validators';

import { levelI18n } from './i18n';

/** Add/edit a level. Type and level identify the row (the body has no id), so an edit locks both. */
export function LevelFormDialog({
  controller,
}: {
  controller: FormDialogController<LevelConfigBody, MemberLevelConfig>;
}) {
  const t = levelI18n.useT();
  const locked = controller.mode === 'edit';
  return (
    <FormDialog
      controller={controller}
      width={520}
      labelWidth={130}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="levelType" label={t('levelType')} rules={[rules.required()]}>
        <LevelTypeSelect disabled={locked} aria-label={t('levelType')} />
      </Form.Item>
      <Form.Item name="level" label={t('level')} rules={[rules.required(), kitRules.min(1)]}>
        <InputNumber min={1} precision={0} disabled={locked} />
      </Form.Item>
      <Form.Item name="name" label={t('name')} rules={[rules.required(), kitRules.maxLength(30)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="nextNeedExp" label={t('nextNeedExp')} rules={[rules.required(), kitRules.min(0)]}>
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
