import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { getToken } from '@/lib/auth/token';
import { peekCaptcha } from '@/mocks';

import { mockDb, server, setCaptchaEnabled } from '../msw-server';
import { currentPath, renderApp } from '../render-app';

/** The uuid of the captcha the page currently shows, read from the requests it made. */
function trackCaptchas(): string[] {
  const uuids: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith('/captchaImage')) {
      const body = (await response.clone().json()) as { data?: { uuid?: string } };
      if (body.data?.uuid) uuids.push(body.data.uuid);
    }
  });
  return uuids;
}

async function fillLogin(username: string, password: string, code?: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  if (code !== undefined) await user.type(screen.getByLabelText('验证码'), code);
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('login page', () => {
  afterEach(() => server.events.removeAllListeners());

  it('requires account, password and captcha', async () => {
    renderApp('/login');
    await screen.findByTestId('captcha-image');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it('refreshes the captcha when its image is clicked', async () => {
    const uuids = trackCaptchas();
    renderApp('/login');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(uuids).toHaveLength(1));
    await userEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(uuids).toHaveLength(2));
    expect(uuids[1]).not.toBe(uuids[0]);
  });

  it('shows the server message for a wrong password and loads a fresh captcha', async () => {
    const uuids = trackCaptchas();
    renderApp('/login');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(uuids).toHaveLength(1));
    await fillLogin('admin', 'wrong-password', peekCaptcha(mockDb(), uuids[0] ?? ''));
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    await waitFor(() => expect(uuids).toHaveLength(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(currentPath()).toBe('/login');
  });

  it('signs in with the captcha and follows an internal redirect', async () => {
    const uuids = trackCaptchas();
    renderApp(`/login?redirect=${encodeURIComponent('/index?from=mail')}`);
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(uuids).toHaveLength(1));
    await fillLogin('admin', 'admin123', peekCaptcha(mockDb(), uuids[0] ?? ''));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(currentPath()).toBe('/index?from=mail');
    expect(getToken()).toBeTruthy();
  });

  it('ignores an external redirect', async () => {
    setCaptchaEnabled(false);
    renderApp(`/login?redirect=${encodeURIComponent('https://evil.example/x')}`);
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    await fillLogin('admin', 'admin123');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(currentPath()).toBe('/index');
  });

  it('goes from the sign-in straight to Home, not by way of / and its redirect', async () => {
    setCaptchaEnabled(false);
    renderApp('/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    const visited: string[] = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      vi.spyOn(window.history, method).mockImplementation((state, unused, url) => {
        visited.push(String(url));
        original(state, unused, url);
      });
    }
    await fillLogin('admin', 'admin123');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(visited).toEqual(['/admin/index']);
  });

  it('sends the login without a token header and with the trimmed account', async () => {
    setCaptchaEnabled(false);
    let seen: { auth: string | null; body: unknown } | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/login')) {
        seen = { auth: request.headers.get('authorization'), body: await request.clone().json() };
      }
    });
    renderApp('/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    await fillLogin('  admin  ', 'admin123');
    await screen.findByTestId('home-page');
    expect(seen?.auth).toBeNull();
    expect(seen?.body).toMatchObject({ username: 'admin', password: 'admin123' });
  });

  it('shows the login form with the captcha hidden when the server turns it off', async () => {
    server.use(
      http.get('*/prod-api/captchaImage', () =>
        HttpResponse.json({ code: 200, msg: 'SUCCESS', data: { captchaEnabled: false } }),
      ),
    );
    renderApp('/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
  });
});
