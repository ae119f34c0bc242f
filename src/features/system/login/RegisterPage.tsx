import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { authApi } from '@/api/common/auth';
import { feedback } from '@/lib/feedback';

import { AuthCard } from './AuthCard';
import { useCaptcha } from './captcha';
import { CaptchaImage } from './CaptchaImage';
import { LightField } from './LightField';
import { useLightForm } from './use-light-form';

type RegisterField = 'username' | 'password' | 'confirmPassword' | 'code';

/** Admin self-registration (posted without a token). The 1.5.5 backend has no such endpoint. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const rules = useMemo(
    () => ({
      username: [
        { message: t('login.usernameRequired') },
        {
          message: t('register.usernameLength'),
          check: (v: string) => v.trim().length >= 2 && v.trim().length <= 20,
        },
      ],
      password: [
        { message: t('login.passwordRequired'), check: (v: string) => v !== '' },
        { message: t('register.passwordLength'), check: (v: string) => v.length >= 5 && v.length <= 20 },
      ],
      confirmPassword: [
        { message: t('register.confirmRequired'), check: (v: string) => v !== '' },
        {
          message: t('register.mismatch'),
          check: (v: string, all: Record<string, string>) => v === all.password,
        },
      ],
      code: [{ message: t('login.captchaRequired') }],
    }),
    [t],
  );
  const form = useLightForm<RegisterField>(
    { username: '', password: '', confirmPassword: '', code: '' },
    rules,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: RegisterField[] = [
      'username',
      'password',
      'confirmPassword',
      ...(captcha.enabled ? (['code'] as const) : []),
    ];
    if (!form.validate(fields) || submitting) return;
    setSubmitting(true);
    try {
      await authApi.register({ ...form.values, username: form.values.username.trim(), uuid: captcha.uuid });
      feedback.success(t('register.success', { username: form.values.username.trim() }));
      navigate('/login', { replace: true });
    } catch {
      form.setValue('code', '');
      if (captcha.enabled) captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('register.title')}>
      <form name="register" onSubmit={onSubmit} noValidate>
        <LightField
          id="register-username"
          label={t('register.username')}
          value={form.values.username}
          error={form.errors.username}
          onChange={(v) => form.setValue('username', v)}
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
        />
        <LightField
          id="register-password"
          type="password"
          label={t('register.password')}
          value={form.values.password}
          error={form.errors.password}
          onChange={(v) => form.setValue('password', v)}
          prefix={<LockOutlined />}
          autoComplete="new-password"
        />
        <LightField
          id="register-confirm"
          type="password"
          label={t('register.confirmPassword')}
          value={form.values.confirmPassword}
          error={form.errors.confirmPassword}
          onChange={(v) => form.setValue('confirmPassword', v)}
          prefix={<LockOutlined />}
          autoComplete="new-password"
        />
        {captcha.enabled && (
          <LightField
            id="register-code"
            label={t('register.captcha')}
            value={form.values.code}
            error={form.errors.code}
            onChange={(v) => form.setValue('code', v)}
            prefix={<SafetyOutlined />}
            autoComplete="off"
            addon={<CaptchaImage captcha={captcha} />}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('register.submit')}
        </Button>
        <div className="auth-links">
          <Link to="/login">{t('register.toLogin')}</Link>
        </div>
      </form>
    </AuthCard>
  );
}
