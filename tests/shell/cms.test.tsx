import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { mockDb, server } from '../msw-server';
import { currentPath } from '../render-app';
import { fill, findDialog, go, openDropdown, renderShell, resetShellStores } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => resetShellStores());
afterEach(() => vi.useRealTimers());

function addSites(count: number) {
  const db = mockDb();
  for (let i = 0; i < count; i++) {
    const id = String(10 + i);
    db.tables.sites.push({
      siteId: id,
      parentId: '0',
      name: `分站 ${id}`,
      path: `s${id}`,
      link: `http://localhost/s${id}/`,
      sortFlag: 10 + i,
    });
  }
}

function dialogRows(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[2]?.textContent ?? '',
  );
}

describe('current-site switcher', () => {
  it('is hidden unless the CMS module switch is the string "true"', async () => {
    mockDb().setConfig('CMSModuleEnable', 'false');
    await renderShell('/index');
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('current-site')).toBeNull();
  });

  it('shows the current site and lists sites 10 per page, searchable by name', async () => {
    addSites(12);
    await renderShell('/index');
    await userEvent.click(await screen.findByRole('button', { name: '当前站点：栗子演示站' }));
    expect(localStorage.getItem('CurrentSite')).toBe('1');
    const dialog = await findDialog('切换当前站点');
    await waitFor(() => expect(dialogRows(dialog)).toHaveLength(10));
    expect(dialogRows(dialog)[0]).toContain('栗子演示站');
    expect(within(dialog).getByText('当前站点')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTitle('2'));
    await waitFor(() => expect(dialogRows(dialog)).toEqual(['分站 18', '分站 19', '分站 20', '分站 21']));

    await userEvent.click(within(dialog).getByRole('textbox', { name: '站点名称' }));
    await userEvent.paste('English');
    await userEvent.click(within(dialog).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(dialogRows(dialog)).toEqual(['Chestnut English']));
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(dialogRows(dialog)).toHaveLength(10));
  });

  it('refuses an empty choice and the site already current', async () => {
    await renderShell('/index');
    await userEvent.click(await screen.findByTestId('current-site'));
    const dialog = await findDialog('切换当前站点');
    await waitFor(() => expect(dialogRows(dialog)).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请先选择至少一条记录')).toBeInTheDocument();
    await userEvent.dblClick(within(dialog).getByText('栗子演示站'));
    expect(await screen.findByText('所选站点已是当前站点')).toBeInTheDocument();
    expect(await findDialog('切换当前站点')).toBeInTheDocument();
  });

  it('switches on double click: stores the id, sends it as CurrentSite and reloads the open page', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/system/user/profile')) seen.push(request.headers.get('CurrentSite'));
    });
    await renderShell('/user/profile?tab=resetPwd');
    const oldPassword = await screen.findByLabelText('旧密码');
    await fill(oldPassword, 'typed');
    await userEvent.click(screen.getByTestId('current-site'));
    const dialog = await findDialog('切换当前站点');
    await userEvent.dblClick(await within(dialog).findByText('Chestnut English'));
    expect(await screen.findByText('已切换到站点“Chestnut English”')).toBeInTheDocument();
    expect(localStorage.getItem('CurrentSite')).toBe('2');
    await waitFor(() => expect(screen.getByTestId('current-site')).toHaveTextContent('Chestnut English'));
    // The page was entered again: fresh form, data read with the new site header.
    await waitFor(() => expect(currentPath()).toBe('/user/profile?tab=resetPwd'));
    await waitFor(() => expect(screen.getByLabelText('旧密码')).toHaveValue(''));
    await waitFor(() => expect(seen.at(-1)).toBe('2'));
    server.events.removeAllListeners();
  });
});

describe('publish-task counter', () => {
  it('polls while the publish flag is set, clears the queue, and stops after three empty counts', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let counts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cms/publish/taskCount')) counts += 1;
    });
    await renderShell('/index');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(counts).toBe(0);
    expect(screen.queryByTestId('publish-task')).toBeNull();

    mockDb().tables.publishQueue = ['t1', 't2'];
    localStorage.setItem('publish_flag', 'true');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('发布任务 [ 2 ]')).toBeInTheDocument();
    mockDb().tables.publishQueue.push('t3');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('发布任务 [ 3 ]')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('publish-task'));
    await userEvent.click(within(await openDropdown()).getByText('清空发布任务'));
    expect(await screen.findByText('发布任务已清空')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('publish-task')).toBeNull()); // first zero
    expect(mockDb().tables.publishQueue).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(5000)); // second zero
    expect(localStorage.getItem('publish_flag')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(5000)); // third zero: flag cleared, polling stops
    await waitFor(() => expect(localStorage.getItem('publish_flag')).toBeNull());
    const stoppedAt = counts;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counts).toBe(stoppedAt);
    server.events.removeAllListeners();
  });

  it('is not shown while nothing is queued', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    localStorage.setItem('publish_flag', 'true');
    await renderShell('/index');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await go('/system/user');
    expect(screen.queryByTestId('publish-task')).toBeNull();
  });
});
