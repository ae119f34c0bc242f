import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, type FormRule } from 'antd';

import { profileApi, type ProfileUser } from '@/api/system/profile';
import { securityApi, securityKeys } from '@/api/system/security';
import { feedback } from '@/lib/feedback';
import { rules } from '@/lib/validators';

import { profileI18n } from './i18n';
import { checkPassword, policyOf, type PasswordPolicy, type PasswordProblem } from './password-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const RULE_KEYS = [
  'LETTER_NUMBER',
  'UPPER_LOW_LETTER_NUMBER',
  'LETTER_NUMBER_SPECIAL',
  'UPPER_LOW_LETTER_NUMBER_SPECIAL',
] as const;
type RuleKey = (typeof RULE_KEYS)[number];
const isRuleKey = (name: string): name is RuleKey => (RULE_KEYS as readonly string[]).includes(name);

/**
 * Change password: the old one, a new one that satisfies the active security config (length range,
 * composition rule, none of the user's own data), and the same again.
 */
export function ResetPwdForm({ user }: { user: ProfileUser }) {
  const t = profileI18n.useT();
  const [form] = Form.useForm<Values>();
  const { data: config } = useQuery({
    queryKey: securityKeys.extra('current'),
    queryFn: securityApi.current,
  });
  const policy = policyOf(config);
  const save = useMutation({
    mutationFn: (v: Values) => profileApi.updatePassword(v.oldPassword, v.newPassword),
    onSuccess: () => {
      feedback.success(t('password.changed'));
      form.resetFields();
    },
  });

  const ruleText = (p: PasswordPolicy): string[] => {
    const lines = [t('password.ruleLength', { min: p.min, max: p.max })];
    if (p.rule && isRuleKey(p.rule.name)) lines.push(t(`password.rule.${p.rule.name}`));
    if (p.sensitive.length > 0) {
      const items = p.sensitive
        .map((k) => t(`password.sensitiveKind.${k}`))
        .join(t('password.sensitiveJoin'));
      lines.push(t('password.sensitive', { items }));
    }
    return lines;
  };
  const problemText = (p: PasswordPolicy, problem: PasswordProblem): string => {
    if (problem.kind === 'length') return t('password.ruleLength', { min: p.min, max: p.max });
    if (problem.kind === 'rule') return isRuleKey(problem.rule) ? t(`password.rule.${problem.rule}`) : '';
    return t('password.sensitive', { items: t(`password.sensitiveKind.${problem.found}`) });
  };

  const newPasswordRules: FormRule[] = [
    rules.required(),
    {
      validator: (_r, value: string | undefined) => {
        const problem = policy && value ? checkPassword(policy, user, value) : undefined;
        return problem && policy
          ? Promise.reject(new Error(problemText(policy, problem)))
          : Promise.resolve();
      },
    },
  ];

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)} style={{ maxWidth: 480 }}>
      <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={[rules.required()]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        rules={newPasswordRules}
        extra={
          policy && (
            <ul data-testid="password-rules" style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {ruleText(policy).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          rules.required(),
          ({ getFieldValue }) => ({
            validator: (_r, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('password.save')}
      </Button>
    </Form>
  );
}
