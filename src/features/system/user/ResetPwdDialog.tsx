import { Form, Input } from 'antd';

import type { SysUser } from '@/api/system/user';
import { FormDialog, type FormDialogController } from '@/components/form';
import { passwordPolicyRule, rules } from '@/lib/validators';

import { userI18n } from './i18n';
import { usePasswordConfig } from './queries';

export interface ResetPwdForm {
  password: string;
}

/** The Vue console's "input new password for user {0}" prompt, checked against the active policy. */
export function ResetPwdDialog({ controller }: { controller: FormDialogController<ResetPwdForm, SysUser> }) {
  const t = userI18n.useT();
  const policy = usePasswordConfig(controller.open);
  return (
    <FormDialog controller={controller} width={420} title={() => t('resetPwdTitle')}>
      <p>{t('resetPwdPrompt', { userName: controller.record?.userName ?? '' })}</p>
      <Form.Item
        name="password"
        label={t('newPassword')}
        rules={[
          rules.required(),
          passwordPolicyRule(policy.data, {
            length: (min, max) => t('passwordLength', { min, max }),
            rule: () => t('passwordRule'),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
