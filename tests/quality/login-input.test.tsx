import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getToken } from '@/lib/auth/token';

import { server, setCaptchaEnabled } from '../msw-server';
import { currentPath, renderApp } from '../render-app';
import { expectNothingExecuted, PAYLOAD_NAMES, PAYLOADS, type PayloadName } from './payloads';

const SIGN_IN = /登\s*录/;
/**
 * The toast code loads on first use; on a busy 2-core machine (both Vitest workers rendering) that
 * can take several seconds.
 */
const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

/** What the server answered to each POST /login of the test. */
function watchLogins(): string[] {
  const replies: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/login')) {
      replies.push(((await response.clone().json()) as { msg: string }).msg);
    }
  });
  return replies;
}

afterEach(() => {
  server.events.removeAllListeners();
  delete window.__xss;
});

/**
 * The sign-in form with hostile input in both fields: blank input is stopped with the form's own
 * message, anything else goes to the server, whose refusal is shown as text; the fields keep what was
 * typed and nothing runs.
 */
describe('sign-in form under bad input', () => {
  it.each(PAYLOAD_NAMES)('%s', async (name: PayloadName) => {
    setCaptchaEnabled(false);
    const replies = watchLogins();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    const value = PAYLOADS[name];
    if (value) {
      await user.click(screen.getByLabelText('账号'));
      await user.paste(value);
      await user.click(screen.getByLabelText('密码'));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: SIGN_IN }));

    if (name === 'empty' || name === 'whitespace') {
      expect(await screen.findByText('请输入您的账号', undefined, SLOW)).toBeInTheDocument();
      expect(replies).toEqual([]);
    } else {
      await waitFor(() => expect(replies).toHaveLength(1), SLOW);
      // The server's refusal, shown as text in a toast or notification.
      const msg = replies[0] ?? '';
      expect(msg).not.toBe('');
      expect(await screen.findByText(msg, { exact: false }, SLOW)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('账号')).toHaveValue(value);
    expect(screen.getByLabelText('密码')).toHaveValue(value);
    expect(currentPath()).toBe('/login');
    expect(getToken()).toBeUndefined();
    expectNothingExecuted();
  });
});
