import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import enAuth from '@/locales/en/auth';
import enCommon from '@/locales/en/common';
import cnAuth from '@/locales/zh-CN/auth';
import cnCommon from '@/locales/zh-CN/common';
import twAuth from '@/locales/zh-TW/auth';
import twCommon from '@/locales/zh-TW/common';

import { server, setCaptchaEnabled } from '../msw-server';
import { currentPath, renderApp, renderSignedIn } from '../render-app';

/** The script index.html loads before the console's code (public/boot-sign-in.js), run as the page would. */
const SCRIPT = readFileSync(resolve(__dirname, '../../public/boot-sign-in.js'), 'utf8');

/** index.html's boot frame, as the page has it until the console first renders. */
function addBootFrame(): void {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div class="boot-frame"></div>';
  document.body.append(root);
}

/** Runs the script and waits until it has shown its form (or decided not to), after a frame. */
async function runBootScript(path = '/admin/login'): Promise<HTMLElement | null> {
  window.history.replaceState({}, '', path);
  new Function(SCRIPT)();
  // The script shows its form in a timeout set in an animation frame; this one is set after it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return document.getElementById('boot-sign-in');
}

const bootInput = (id: string) => document.querySelector<HTMLInputElement>(`#boot-sign-in #${id}`)!;

/** Types into the HTML form as a user would: the value, then the input event. */
function typeInto(id: string, value: string) {
  const input = bootInput(id);
  input.focus();
  input.value = value;
  fireEvent.input(input);
}

/** Shows the HTML form and types the admin's credentials into it; returns the POST /login bodies seen. */
async function typeAdminBeforeTheCode(): Promise<unknown[]> {
  const logins = trackLogins();
  await runBootScript();
  typeInto('login-username', 'admin');
  typeInto('login-password', 'admin123');
  return logins;
}

const submitBoot = () => fireEvent.submit(document.querySelector('#boot-sign-in form')!);

/** POST /login bodies, as the mock received them. */
function trackLogins(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/login')) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

describe('the HTML sign-in form before the code', () => {
  beforeEach(addBootFrame);
  afterEach(() => {
    document.getElementById('root')?.remove();
    document.getElementById('boot-sign-in')?.remove();
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    Cookies.remove('rememberMe');
    Cookies.remove('username');
    server.events.removeAllListeners();
  });

  it.each([
    ['zh-CN', cnAuth, cnCommon],
    ['zh-TW', twAuth, twCommon],
    ['en', enAuth, enCommon],
  ])('speaks the sign-in page’s own words in %s', async (locale, auth, common) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    const page = (await runBootScript())!;
    expect(page.getAttribute('lang')).toBe(locale);
    expect(page.querySelector('h1')).toHaveTextContent(common.appTitle);
    expect(page.querySelector('h2')).toHaveTextContent(auth.login.title);
    expect(bootInput('login-username')).toHaveAccessibleName(auth.login.username);
    expect(bootInput('login-password')).toHaveAccessibleName(auth.login.password);
    expect(page.querySelector('label')).toHaveTextContent(auth.login.rememberMe);
    expect(page.querySelector('button')).toHaveTextContent(auth.login.submit);
    expect(page.querySelector('footer')).toHaveTextContent(
      auth.login.copyright.replace('{{year}}', String(new Date().getFullYear())),
    );
    submitBoot();
    expect(page.querySelector('#login-username-error')).toHaveTextContent(auth.login.usernameRequired);
    expect(page.querySelector('#login-password-error')).toHaveTextContent(auth.login.passwordRequired);
    typeInto('login-username', 'admin');
    typeInto('login-password', 'x');
    submitBoot();
    expect(page.querySelector('button')).toHaveTextContent(auth.login.submitting);
  });

  it('shows only on the sign-in page of a browser without a session, before the console renders', async () => {
    expect(await runBootScript('/admin/index')).toBeNull();
    Cookies.set(TOKEN_COOKIE, 'a-token', { path: '/' });
    expect(await runBootScript('/admin/login')).toBeNull();
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    // The console came first (a cached load): its own page has replaced the frame.
    document.querySelector('.boot-frame')?.remove();
    expect(await runBootScript('/admin/login')).toBeNull();
    addBootFrame();
    expect(await runBootScript('/admin/login')).not.toBeNull();
  });

  it('never submits natively, and holds Sign in only with both fields filled', async () => {
    await runBootScript();
    const form = document.querySelector<HTMLFormElement>('#boot-sign-in form')!;
    expect(fireEvent.submit(form)).toBe(false);
    expect(form.dataset.submitted).toBeUndefined();
    expect(bootInput('login-username')).toHaveFocus();
    expect(bootInput('login-username')).toHaveAttribute('aria-invalid', 'true');
    typeInto('login-username', 'admin');
    expect(bootInput('login-username')).not.toHaveAttribute('aria-invalid');
    expect(fireEvent.submit(form)).toBe(false);
    expect(bootInput('login-password')).toHaveFocus();
    typeInto('login-password', 'admin123');
    fireEvent.submit(form);
    expect(form.dataset.submitted).toBe('true');
  });

  it('fills in the remembered account and puts the caret in the password', async () => {
    Cookies.set('rememberMe', 'true');
    Cookies.set('username', 'editor');
    await runBootScript();
    expect(bootInput('login-username')).toHaveValue('editor');
    expect(document.querySelector('#boot-sign-in input[type="checkbox"]')).toBeChecked();
    expect(bootInput('login-password')).toHaveFocus();
  });

  it('hands what was typed and the caret over to the sign-in page', async () => {
    setCaptchaEnabled(false);
    const logins = await typeAdminBeforeTheCode();
    bootInput('login-password').setSelectionRange(2, 5);
    renderApp('/login');
    expect(document.getElementById('boot-sign-in')).toBeNull();
    const password = screen.getByLabelText('密码');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(password).toHaveValue('admin123');
    expect(password).toHaveFocus();
    expect([
      (password as HTMLInputElement).selectionStart,
      (password as HTMLInputElement).selectionEnd,
    ]).toEqual([2, 5]);
    expect(logins).toHaveLength(0);
  });

  it('sends a Sign in pressed before the code came, once the server has answered on the captcha', async () => {
    setCaptchaEnabled(false);
    const logins = await typeAdminBeforeTheCode();
    submitBoot();
    renderApp('/login');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(currentPath()).toBe('/index');
    expect(logins).toEqual([expect.objectContaining({ username: 'admin', password: 'admin123' })]);
  });

  it('asks for the captcha instead of sending, when the server wants one', async () => {
    const logins = await typeAdminBeforeTheCode();
    submitBoot();
    renderApp('/login');
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveValue('admin123');
    expect(logins).toHaveLength(0);
  });

  it('is removed when the console opens on another page', async () => {
    await runBootScript();
    renderSignedIn('/index');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(document.getElementById('boot-sign-in')).toBeNull());
  });
});
