import { DatePicker, Form, Input, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import type { MemberBody, MemberVO } from '@/api/member/member';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { isBlank, passwordPolicyRule, rules } from '@/lib/validators';

import { memberI18n } from './i18n';
import { usePasswordPolicy } from './queries';

/** A letter first, then letters, digits and underscores. */
export const MEMBER_USER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The form keeps the backend's `yyyy-MM-dd HH:mm:ss`; the picker shows the day. */
const birthdayProps = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) =>
    value ? value.startOf('day').format('YYYY-MM-DD HH:mm:ss') : undefined,
};

/**
 * Add/edit a member. The user name is set once (add only); user name, phone and email cannot all be
 * empty (the server's USERNAME_PHONE_EMAIL_ALL_EMPTY, checked here first); a new password follows the
 * active security config.
 */
export function MemberFormDialog({ controller }: { controller: FormDialogController<MemberBody, MemberVO> }) {
  const t = memberI18n.useT();
  const policy = usePasswordPolicy(controller.open && controller.mode === 'add');
  const userNameRule: FormRule = {
    validator: (_rule, value: unknown) =>
      isBlank(value) || MEMBER_USER_NAME.test(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t('userNameRule'))),
  };
  // Shown under the first of the three fields on the form; the others re-run it when they change.
  const notAllEmpty: FormRule = ({ getFieldValue }) => ({
    validator: () => {
      const userName = controller.mode === 'add' ? getFieldValue('userName') : controller.record?.userName;
      const empty = [userName, getFieldValue('phoneNumber'), getFieldValue('email')].every(isBlank);
      return empty ? Promise.reject(new Error(t('allEmpty'))) : Promise.resolve();
    },
  });
  return (
    <FormDialog
      controller={controller}
      width={600}
      labelWidth={120}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          {mode === 'add' && (
            <Form.Item
              name="userName"
              label={t('userName')}
              dependencies={['phoneNumber', 'email']}
              rules={[userNameRule, kitRules.maxLength(30), notAllEmpty]}
            >
              <Input maxLength={30} />
            </Form.Item>
          )}
          <Form.Item
            name="phoneNumber"
            label={t('phoneNumber')}
            dependencies={mode === 'add' ? [] : ['email']}
            rules={[rules.mobile(), kitRules.maxLength(20), ...(mode === 'add' ? [] : [notAllEmpty])]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={[rules.email(), kitRules.maxLength(50)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="nickName" label={t('nickName')} rules={[kitRules.maxLength(30)]}>
            <Input maxLength={30} />
          </Form.Item>
          {mode === 'add' && (
            <Form.Item
              name="password"
              label={t('password')}
              rules={[
                rules.required(),
                kitRules.maxLength(100),
                passwordPolicyRule(policy.data, {
                  length: (min, max) => t('passwordLength', { min, max }),
                  rule: () => t('passwordRule'),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item name="birthday" label={t('birthday')} {...birthdayProps}>
            <DatePicker format="YYYY-MM-DD" aria-label={t('birthday')} />
          </Form.Item>
          <Form.Item name="status" label={t('status')} rules={[rules.required()]}>
            <DictRadio type="MemberStatus" />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
