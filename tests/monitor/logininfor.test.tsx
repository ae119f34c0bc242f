import { waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import type { SysLogininfor } from '@/mocks/db';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
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
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

/** Picks an option of an antd Select (the open dropdown's item with this title). */
async function pickOption(user: UserEvent, select: HTMLElement, title: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, SLOW);
  await user.click(option);
}

/** A log row newer (larger id) than every seeded one, so it heads the list. */
function addLog(fields: Partial<SysLogininfor>): void {
  mockDb().tables.logininfor.push({
    infoId: '9900000000000000001',
    userType: 'sys_user',
    userId: '3',
    userName: 'editor',
    logType: '0',
    status: '1',
    ipaddr: '10.9.8.7',
    loginLocation: '内网IP',
    browser: 'UnitTest 1',
    os: 'TestOS',
    msg: '密码错误次数过多，账号已锁定',
    loginTime: '2024-01-02 10:00:00',
    ...fields,
  });
}

const grantLogMenus = (...menuIds: string[]) => {
  const db = mockDb();
  db.tables.permissions = db.tables.permissions.map((p) =>
    p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, ...menuIds] } : p,
  );
};

describe('logs hub', () => {
  it('lists the backend log menus and links to their screens', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs');
    const row = await findRow('用户登录日志');
    expect(within(row).getByText('UserLogin')).toBeInTheDocument();
    expect(await findRow('用户操作日志')).toBeInTheDocument();
    await user.click(within(row).getByText('用户登录日志'));
    await waitFor(() => expect(currentPath()).toBe('/monitor/logs/logininfo'));
  });
});

describe('login log', () => {
  it('lists and searches with the backend parameter names', async () => {
    addLog({});
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/logininfo');
    const row = await findRow('UnitTest 1');
    expect(await within(row).findByText('失败')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('登录地址'), '10.9');
    await user.type(within(searchForm()).getByLabelText('用户名称'), 'edit');
    await pickOption(user, within(searchForm()).getByLabelText('登录状态'), '失败');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(lastGet(seen, '/monitor/logininfor/list')?.query.get('status')).toBe('1'));
    const request = lastGet(seen, '/monitor/logininfor/list');
    expect(request?.query.get('ipaddr')).toBe('10.9');
    expect(request?.query.get('userName')).toBe('edit');
    expect(await findRow('UnitTest 1')).toBeInTheDocument();
    expect(currentPath()).toContain('ipaddr=10.9');
  });

  it('sends the login-time range from a shared link', async () => {
    addLog({});
    const seen = recordRequests();
    renderSignedIn('/monitor/logs/logininfo?loginTime=2024-01-01&loginTime=2024-01-03&pageNum=1');
    expect(await findRow('UnitTest 1')).toBeInTheDocument();
    const request = lastGet(seen, '/monitor/logininfor/list');
    expect(request?.query.get('params[beginTime]')).toMatch(/^2024-01-01/);
    expect(request?.query.get('params[endTime]')).toMatch(/^2024-01-03/);
  });

  it('unlocks a locked account from its failed login, and says when an account is not locked', async () => {
    const editor = mockDb().tables.users.find((u) => u.userName === 'editor');
    if (!editor) throw new Error('no editor');
    Object.assign(editor, { status: '2', lockEndTime: '2099-01-01 00:00:00' });
    addLog({});
    addLog({ infoId: '9900000000000000002', userId: '1', userName: 'admin', browser: 'UnitTest 2' });
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/logininfo');

    await user.click(getButton(/解\s*锁/, await findRow('UnitTest 2')));
    await confirmPopup(user, '是否确认解锁用户“admin”？');
    await toast('用户“admin”未被锁定', 'info');

    await user.click(getButton(/解\s*锁/, await findRow('UnitTest 1')));
    await confirmPopup(user, '是否确认解锁用户“editor”？');
    await toast('用户“editor”解锁成功');
    expect(editor.status).toBe('0');
    expect(editor.lockEndTime).toBeUndefined();
    // Everything else of the user is saved back unchanged.
    expect(editor.postIds).toEqual(['5']);
    expect(editor.nickName).toBe('内容编辑');
  });

  it('deletes selected logs and cleans all after a confirm', async () => {
    addLog({});
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/logininfo');
    const row = await findRow('UnitTest 1');
    await user.click(toolbarButton(/删\s*除/));
    await toast('请先选择至少一条记录', 'warning');
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, '是否确认删除访问编号为“9900000000000000001”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('UnitTest 1')).toBe(false));

    await user.click(toolbarButton(/清\s*空/));
    await confirmPopup(user, '是否确认清空所有登录日志数据项？清空后数据无法恢复。');
    await toast('操作成功');
    await waitFor(() => expect(mockDb().tables.logininfor).toEqual([]));
  });

  it('exports the current filters as Excel', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/logininfo?status=1&pageNum=1');
    await waitFor(() => toolbarButton(/导\s*出/), SLOW);
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/monitor/logininfor/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('status=1'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysLogininfor_\d{14}\.xlsx$/);
  });

  it('shows a user who may not edit users no unlock button', async () => {
    addLog({});
    grantLogMenus('2043', '2048', '2050');
    renderSignedIn('/monitor/logs/logininfo', 'test');
    await findRow('UnitTest 1');
    for (const name of [/删\s*除/, /清\s*空/, /导\s*出/])
      expect(queryButton(name, listPage())).not.toBeNull();
    expect(queryButton(/解\s*锁/, listPage())).toBeNull();
  });
});
