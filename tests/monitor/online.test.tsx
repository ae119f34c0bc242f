import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { openSession } from '@/mocks';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import {
  confirmPopup,
  findRow,
  getButton,
  hasRow,
  lastGet,
  listPage,
  queryButton,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
} from '../system/helpers';

setupScreenTests();

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A second signed-in user (seeded `test`), from another machine; returns its token. */
function openTestSession(): string {
  const db = mockDb();
  const user = db.tables.users.find((u) => u.userName === 'test');
  if (!user) throw new Error('no seeded test user');
  const session = openSession(db, user, { ip: '10.1.2.3', userAgent: CHROME_WIN });
  session.loginTime = new Date(2024, 4, 6, 7, 8, 9).getTime();
  return session.token;
}

/** A call made with another user's token, as that user's browser would make it. */
async function callAs(token: string): Promise<{ code: number }> {
  const response = await fetch(new URL('/prod-api/getInfo', window.location.origin), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number };
}

describe('online users', () => {
  it('lists the open sessions with their client details', async () => {
    const token = openTestSession();
    renderSignedIn('/monitor/online');
    const row = await findRow('test');
    for (const text of [token, '10.1.2.3', '内网IP', 'Chrome 120', 'Windows', '2024-05-06 07:08:09'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(await findRow('admin')).toBeInTheDocument();
  });

  it('searches by user name and login IP with the backend parameter names', async () => {
    openTestSession();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/online');
    await findRow('test');
    await user.type(within(searchForm()).getByLabelText('用户名称'), 'test');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('admin')).toBe(false));
    expect(hasRow('test')).toBe(true);
    expect(lastGet(seen, '/monitor/online/list')?.query.get('userName')).toBe('test');
    expect(lastGet(seen, '/monitor/online/list')?.query.has('pageNum')).toBe(false);
    expect(currentPath()).toContain('userName=test');

    await user.click(getButton(/重\s*置/, searchForm()));
    await findRow('admin');
    await user.type(within(searchForm()).getByLabelText('登录地址'), '10.1.2.3');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('admin')).toBe(false));
    expect(lastGet(seen, '/monitor/online/list')?.query.get('ipaddr')).toBe('10.1.2.3');
  });

  it('pages the sessions itself, ten a page, without asking the backend again', async () => {
    const db = mockDb();
    const staff = db.tables.users.filter((u) => u.userName !== 'admin').slice(0, 12);
    // Signed in an hour ago and earlier: the admin's session, opened now, is the newest and heads the
    // list (sessions opened within the same millisecond would keep their insertion order).
    staff.forEach((u, i) => {
      const session = openSession(db, u, { ip: `10.0.0.${i + 1}`, userAgent: CHROME_WIN });
      session.loginTime = Date.now() - (i + 1) * 3_600_000;
    });
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/online');
    await findRow('admin');
    await waitFor(() => expect(within(listPage()).getAllByRole('row')).toHaveLength(11)); // header + 10
    expect(within(listPage()).getByText('共 13 条')).toBeInTheDocument();
    const calls = seen.filter((r) => r.path === '/monitor/online/list').length;

    await user.click(within(listPage()).getByTitle('2'));
    await waitFor(() => expect(within(listPage()).getAllByRole('row')).toHaveLength(4));
    expect(currentPath()).toContain('pageNum=2');
    expect(seen.filter((r) => r.path === '/monitor/online/list')).toHaveLength(calls);
    expect(lastGet(seen, '/monitor/online/list')?.query.has('pageSize')).toBe(false);
  });

  it('forces a user out after a confirm; that user’s next call gets 401', async () => {
    const token = openTestSession();
    expect((await callAs(token)).code).toBe(200);
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/online');
    await user.click(getButton(/强退/, await findRow('test')));
    await confirmPopup(user, '是否确认强退名称为“test”的用户？');
    await toast('操作成功');
    await waitFor(() => expect(hasRow('test')).toBe(false));
    expect(seen.some((r) => r.method === 'DELETE' && r.path === `/monitor/online/${token}`)).toBe(true);
    expect(mockDb().tables.sessions.some((s) => s.token === token)).toBe(false);
    expect((await callAs(token)).code).toBe(401);
  });

  it('forcing out one’s own session leads to the re-login prompt', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/online');
    await user.click(getButton(/强退/, await findRow('admin')));
    await confirmPopup(user, '“admin”');
    // The list refresh after the logout is the first call with the dead token.
    expect((await screen.findAllByText('登录状态已过期', {}, SLOW)).length).toBeGreaterThan(0);
  });

  it('shows no force logout to a user without the permission', async () => {
    const db = mockDb();
    // The `test` role may view online users (menu 109) but not force them out.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '109'] } : p,
    );
    renderSignedIn('/monitor/online', 'test');
    await findRow('test');
    expect(queryButton(/强退/, listPage())).toBeNull();
  });
});
