import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb, server } from '../msw-server';
import { renderShell, resetShellStores } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => resetShellStores());

describe('Home', () => {
  it('shows the welcome, last login, server info and site counts; no shortcuts until some are chosen', async () => {
    await renderShell('/index');
    const card = await screen.findByTestId('home-page');
    expect(await within(card).findByRole('link', { name: '欢迎回来，超级管理员' })).toHaveAttribute(
      'href',
      '/admin/user/profile',
    );
    expect(within(card).getByText('2025-04-23 10:00:00')).toBeInTheDocument();
    expect(within(card).getByText(/127\.0\.0\.1/)).toBeInTheDocument();
    const server = await screen.findByTestId('home-server');
    await waitFor(() => expect(within(server).getByText('ChestnutCMS (chestnut)')).toBeInTheDocument());
    expect(within(server).getByText('1.5.5')).toBeInTheDocument();
    expect(within(server).getByText('ThreadPool')).toBeInTheDocument();
    const stat = await screen.findByTestId('home-stat');
    for (const title of ['栏目数', '内容数', '资源数', '模板数'])
      expect(within(stat).getByText(title)).toBeInTheDocument();
    expect(screen.queryByTestId('home-shortcuts')).toBeNull();
  });

  it('lists the shortcut screens the user may still open', async () => {
    const editor = mockDb().tables.users.find((u) => u.userName === 'editor');
    if (!editor) throw new Error('no editor');
    // 站点管理 (granted), 用户管理 (granted, read-only), 在线用户 (not granted to the editor).
    editor.preferences = { Shortcut: ['2026', '100', '109'] };
    await renderShell('/index', 'editor');
    const shortcuts = await screen.findByTestId('home-shortcuts');
    expect(within(shortcuts).getByText('站点管理')).toBeInTheDocument();
    expect(within(shortcuts).getByText('用户管理')).toBeInTheDocument();
    expect(within(shortcuts).queryByText('在线用户')).toBeNull();
  });
});

describe('Home visit trend', () => {
  it('asks Baidu Tongji for the last 30 days of the first site and draws PV, UV and IP', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/cms/stat/baidu/trendOverview')) seen.push(url);
    });
    await renderShell('/index');
    const card = await screen.findByTestId('home-visit-trend');
    const chart = await within(card).findByRole('img', { name: /31 天的浏览量/ }, { timeout: 20_000 });
    expect(chart).toBeInTheDocument();
    const query = seen[0]?.searchParams;
    expect(query?.get('bdSiteId')).toBe('19283746');
    expect(query?.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(query?.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(await within(card).findByRole('combobox', { name: '百度统计站点' })).toBeInTheDocument();
  });

  it('stays empty for a site without Baidu Tongji sites', async () => {
    // Site 2 has no Baidu account in the seed; the header tells the backend which site is current.
    setCurrentSiteId('2');
    await renderShell('/index');
    const card = await screen.findByTestId('home-visit-trend');
    expect(await within(card).findByText('暂无访问统计数据', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /浏览量/ })).toBeNull();
    expect(within(card).queryByRole('combobox', { name: '百度统计站点' })).toBeNull();
  });
});
