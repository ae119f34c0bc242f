import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import App from '@/app/App';
import { getToken, setToken } from '@/lib/auth/token';
import { useSession } from '@/stores/session';

import { mockLogin, setCaptchaEnabled } from './msw-server';
import { TestStyles } from './test-styles';

/** Resets the session store to what a page load with the current cookie would give. */
export function resetSession(): void {
  const token = getToken();
  useSession.setState({
    token,
    status: token ? 'signed-in' : 'anonymous',
    user: undefined,
    avatarUrl: undefined,
    roles: [],
    permissions: [],
    routers: [],
  });
}

/** Renders the real app (providers, router, guard) at `/admin<path>`, as a fresh page load would. */
export function renderApp(path: string) {
  window.history.replaceState({}, '', `/admin${path}`);
  resetSession();
  return render(<App />, { wrapper: TestStyles });
}

/** Renders the sign-in page with the captcha off and signs admin in as a user would (typed, clicked). */
export async function signInOnPage(): Promise<void> {
  setCaptchaEnabled(false);
  renderApp('/login');
  await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin123');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

/** Signs a seeded user in behind the scenes (cookie token) before rendering. */
export function renderSignedIn(path: string, userName = 'admin') {
  setToken(mockLogin(userName));
  return renderApp(path);
}

/** The current in-app path (without the /admin base) and query. */
export function currentPath(): string {
  return `${window.location.pathname.replace(/^\/admin/, '')}${window.location.search}`;
}
