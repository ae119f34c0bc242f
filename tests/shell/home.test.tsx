import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';

import { mockDb } from '../msw-server';
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
