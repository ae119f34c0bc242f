import { Button, Form, Input, Modal, Space, Typography } from 'antd';

import type { MemberVO } from '@/api/member/member';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { passwordPolicyRule, rules } from '@/lib/validators';

import { memberI18n } from './i18n';
import { usePasswordPolicy } from './queries';

export interface ResetPasswordForm {
  password: string;
}

/** The password a reset set, shown once: gone for good when the dialog closes. */
export interface ResetResult {
  userName: string;
  password: string;
}

const ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%^&*_-'];

/** A random password with an upper- and lower-case letter, a digit and a sign (every rule's needs). */
export function generatePassword(length = 12): string {
  const random = (n: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % n;
  const all = ALPHABETS.join('');
  const chars = ALPHABETS.map((set) => set[random(set.length)]!);
  while (chars.length < length) chars.push(all[random(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

function GenerateButton() {
  const t = memberI18n.useT();
  const form = Form.useFormInstance<ResetPasswordForm>();
  return (
    <Button onClick={() => form.setFieldsValue({ password: generatePassword() })}>{t('generate')}</Button>
  );
}

/** "Input {userName}'s new password", checked against the active security config. */
export function ResetPasswordDialog({
  controller,
}: {
  controller: FormDialogController<ResetPasswordForm, MemberVO>;
}) {
  const t = memberI18n.useT();
  const policy = usePasswordPolicy(controller.open);
  const userName = controller.record?.userName ?? controller.record?.memberId ?? '';
  return (
    <FormDialog controller={controller} width={480} title={() => t('resetPasswordTitle')}>
      <p>{t('resetPasswordPrompt', { userName })}</p>
      <Form.Item label={t('newPassword')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="password"
            noStyle
            rules={[
              rules.required(t('newPassword')),
              kitRules.maxLength(100),
              passwordPolicyRule(policy.data, {
                length: (min, max) => t('passwordLength', { min, max }),
                rule: () => t('passwordRule'),
              }),
            ]}
          >
            <Input autoComplete="new-password" aria-label={t('newPassword')} />
          </Form.Item>
          <GenerateButton />
        </Space.Compact>
      </Form.Item>
    </FormDialog>
  );
}

/** The new password, copyable, until the administrator closes it. */
export function ResetResultDialog({ result, onClose }: { result?: ResetResult; onClose: () => void }) {
  const t = memberI18n.useT();
  return (
    <Modal
      open={result !== undefined}
      title={t('resetDoneTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      <p>{t('resetDoneText', { userName: result?.userName ?? '' })}</p>
      <Typography.Paragraph copyable={{ text: result?.password }} code data-testid="reset-password-value">
        {result?.password}
      </Typography.Paragraph>
    </Modal>
  );
}
