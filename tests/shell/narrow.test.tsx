import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { NARROW_WIDTH } from '@/shell/hooks';

import { renderShell, resetShellStores } from './helpers';
import { SLOW } from '../system/helpers';

vi.setConfig({ testTimeout: 120_000 });

const sider = () => document.querySelector('.app-sider');
const resize = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

describe('narrow desktop window (docs/ui-layout.md)', () => {
  beforeEach(() => resetShellStores(1280));

  it('folds the sidebar below the breakpoint, lets the user unfold it, and restores it when wider', async () => {
    await renderShell('/system/user');
    expect(sider()).not.toHaveClass('ant-layout-sider-collapsed');

    resize(NARROW_WIDTH - 100);
    await waitFor(() => expect(sider()).toHaveClass('ant-layout-sider-collapsed'), SLOW);
    // Still the desktop frame (not the phone overlay), and the user may unfold it.
    await userEvent.click(screen.getByRole('button', { name: '收起或展开侧边栏' }));
    await waitFor(() => expect(sider()).not.toHaveClass('ant-layout-sider-collapsed'), SLOW);

    // Wider, it is as the user last left it (unfolded); narrow again, it folds again.
    resize(1280);
    await waitFor(() => expect(sider()).not.toHaveClass('ant-layout-sider-collapsed'), SLOW);
    resize(NARROW_WIDTH - 100);
    await waitFor(() => expect(sider()).toHaveClass('ant-layout-sider-collapsed'), SLOW);
  });
});
