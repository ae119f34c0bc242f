import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { type BootSignIn, hasBootSignIn, takeBootSignIn } from '@/lib/boot-sign-in';
import { preloadFeedback } from '@/lib/feedback';
import { safeRedirect } from '@/lib/utils/redirect';
import { useSession } from '@/stores/session';

import { AuthCard } from './AuthCard';
import { useCaptcha } from './captcha';
import { CaptchaImage } from './CaptchaImage';
import { LightField } from './LightField';
import { readRemembered, writeRemembered } from './remember';
import { useLightForm } from './use-light-form';

/** Register is off on ChestnutCMS (no endpoint, `SysRegistEnable` false); a build flag can show it. */
const REGISTER_ENABLED = import.meta.env.VITE_APP_REGISTER === 'true';

type LoginField = 'username' | 'password' | 'code';

export interface LoginPageProps {
  /**
   * Called once, when the user starts typing, with the console path the sign-in will open: the app
   * fetches that screen's code then, so the click on Sign in does not wait for it.
   */
  onTyping?: (target: string) => void;
  /**
   * Called with the same path when the login has answered (the session's calls are on their way):
   * the app asks that screen's first calls alongside them.
   */
  onSignedIn?: (target: string) => void;
}

export default function LoginPage({ onTyping, onSignedIn }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [remembered] = useState(readRemembered);
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const rules = useMemo(
    () => ({
      username: [{ message: t('login.usernameRequired') }],
      password: [{ message: t('login.passwordRequired'), check: (v: string) => v !== '' }],
      code: [{ message: t('login.captchaRequired') }],
    }),
    [t],
  );
  const form = useLightForm<LoginField>({ username: remembered.username, password: '', code: '' }, rules);
  const target = safeRedirect(params.get('redirect') ?? '', '/index');
  const typed = useRef(false);
  const inFlight = useRef(false);
  const onInput = () => {
    if (typed.current) return;
    typed.current = true;
    onTyping?.(target);
  };

  const submit = async (values: Record<LoginField, string>, remember: boolean) => {
    const fields: LoginField[] = captcha.enabled
      ? ['username', 'password', 'code']
      : ['username', 'password'];
    // A ref, not the `submitting` state: a second click may come before that state has rendered.
    if (!form.validate(fields, values) || inFlight.current) return;
    inFlight.current = true;
    preloadFeedback();
    const { username, password, code } = values;
    const signingIn = login(
      { username, password, code: captcha.enabled ? code : undefined, uuid: captcha.uuid },
      () => onSignedIn?.(target),
    );
    // The button's loading state renders after the request has left: as a click's state update it would
    // render first, in the microtask before the HTTP client's (about 40 ms at 1×).
    startTransition(() => setSubmitting(true));
    try {
      writeRemembered(username.trim(), remember);
      // Signed in, the route guard around this page (PublicOnly) takes the user to `target`.
      await signingIn;
    } catch {
      // The HTTP client has shown the server's message; a used captcha is void, so fetch a new one.
      form.setValue('code', '');
      if (captcha.enabled) captcha.refresh();
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form.values, rememberMe);
  };

  // The HTML form typed in while this page's code loaded (public/boot-sign-in.js) hands over its
  // input, its caret and a pending Sign in. A layout effect: the swap happens before the next paint.
  const caret = useRef<BootSignIn['focus']>(null);
  // The HTML form keeps the focus until then: the account field must not take it on mount.
  const [handingOver] = useState(hasBootSignIn);
  const pending = useRef<{ values: Record<LoginField, string>; remember: boolean } | null>(null);
  useLayoutEffect(() => {
    const boot = takeBootSignIn();
    if (!boot) return;
    const values = { username: boot.username, password: boot.password, code: '' };
    form.setValues(values);
    setRememberMe(boot.rememberMe);
    caret.current = boot.focus;
    if (boot.typed) onInput();
    if (boot.submitted) pending.current = { values, remember: boot.rememberMe };
    // Once, on mount: the HTML form is gone after the first take, so a re-run (new `onInput`, `form`
    // each render) would find nothing; the deps are left out on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A Sign in pressed before the code came is sent once the server has said whether it wants a captcha.
  useEffect(() => {
    if (!pending.current || !captcha.settled) return;
    const { values, remember } = pending.current;
    pending.current = null;
    void submit(values, remember);
    // The captcha's answer alone triggers the send: `submit` is a new closure each render, and this
    // render's one already reads that answer (enabled, uuid). Listing it would re-run on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [captcha.settled]);
  useLayoutEffect(() => {
    const focus = caret.current;
    if (!focus) return;
    const field = document.getElementById(focus.field);
    if (!(field instanceof HTMLInputElement) || field.value.length < focus.end) return;
    caret.current = null;
    field.focus();
    field.setSelectionRange(focus.start, focus.end);
  });

  return (
    <AuthCard title={t('login.title')}>
      <form name="login" onSubmit={onSubmit} onInput={onInput} noValidate>
        <LightField
          id="login-username"
          label={t('login.username')}
          value={form.values.username}
          error={form.errors.username}
          onChange={(v) => form.setValue('username', v)}
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus={!handingOver}
        />
        <LightField
          id="login-password"
          type="password"
          label={t('login.password')}
          value={form.values.password}
          error={form.errors.password}
          onChange={(v) => form.setValue('password', v)}
          prefix={<LockOutlined />}
          autoComplete="current-password"
        />
        {captcha.enabled && (
          <LightField
            id="login-code"
            label={t('login.captcha')}
            value={form.values.code}
            error={form.errors.code}
            onChange={(v) => form.setValue('code', v)}
            prefix={<SafetyOutlined />}
            autoComplete="off"
            addon={<CaptchaImage captcha={captcha} />}
          />
        )}
        <label className="remember-me">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          {t('login.rememberMe')}
        </label>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        {REGISTER_ENABLED && (
          <div className="auth-links">
            <Link to="/register">{t('login.register')}</Link>
          </div>
        )}
      </form>
    </AuthCard>
  );
}
