import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { setToken } from '@/lib/auth/token';

import { server } from '../msw-server';
import { currentPath, renderApp, renderSignedIn } from '../render-app';

describe('route guard', () => {
  it('sends a visitor without a token to /login with the redirect', async () => {
    renderApp('/system/user?pageNum=2');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/system/user?pageNum=2')}`);
  });

  it('loads user info and routes, then shows the page and the menu tree', async () => {
    renderSignedIn('/index');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'main' });
    for (const title of [
      '内容管理',
      '互动运营',
      '会员管理',
      '统计分析',
      '系统管理',
      '系统监控',
      '系统工具',
    ]) {
      expect(within(nav).getAllByText(title).length).toBeGreaterThan(0);
    }
  });

  it('shows the restricted editor fewer menus', async () => {
    renderSignedIn('/index', 'editor');
    await screen.findByTestId('home-page');
    const nav = screen.getByRole('navigation', { name: 'main' });
    expect(within(nav).getAllByText('内容管理').length).toBeGreaterThan(0);
    expect(within(nav).queryByText('系统监控')).toBeNull();
    expect(within(nav).queryByText('系统工具')).toBeNull();
  });

  it('shows a menu row whose component this console does not know as unavailable, without crashing', async () => {
    // A newer backend may send a menu row for a screen this build has no page for.
    server.use(
      http.get('*/prod-api/getRouters', () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: [
            {
              name: 'Future',
              path: '/future',
              component: 'cms/future/index',
              hidden: false,
              meta: { title: '未来' },
            },
          ],
        }),
      ),
    );
    renderSignedIn('/future');
    expect(await screen.findByTestId('screen-unavailable')).toHaveTextContent('cms/future/index');
  });

  it('signs out, shows the error and goes to login when user info fails', async () => {
    server.use(http.get('*/prod-api/getInfo', () => HttpResponse.json({ code: 500, msg: '服务器开小差了' })));
    renderSignedIn('/index');
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
    expect(document.cookie).not.toContain('Admin-Token');
  });

  it('sends a signed-in user away from /login', async () => {
    renderSignedIn('/login');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(currentPath()).toBe('/index');
  });

  it('shows the 404 page inside the frame for a path outside the menu, keeping the URL', async () => {
    renderSignedIn('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'main' })).toBeInTheDocument();
    expect(currentPath()).toBe('/no/such/page');
  });

  it('adds permission-gated routes only for users holding the permission, digits only', async () => {
    renderSignedIn('/system/dict-data/index/12');
    // The dict data page of that dictionary (the page itself is tested in tests/system/dict.test.tsx).
    expect(await screen.findByTestId('dict-data-page')).toBeInTheDocument();
  });

  it('rejects non-digit ids on gated routes', async () => {
    renderSignedIn('/system/dict-data/index/abc');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows "no permission" inside the frame on a gated route the user lacks the permission for', async () => {
    renderSignedIn('/tool/gen-edit/index/3', 'editor');
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'main' })).toBeInTheDocument();
    expect(currentPath()).toBe('/tool/gen-edit/index/3');
  });

  it('shows the re-login prompt once for an expired token; confirming signs out to the login page', async () => {
    setToken('not-a-real-token');
    renderApp('/system/user');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('登录状态已过期').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    // Back to the screen the user asked for once signed in again.
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fsystem%2Fuser'));
    expect(document.cookie).not.toContain('Admin-Token');
  });
});
