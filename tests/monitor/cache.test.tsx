import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { feedback } from '@/lib/feedback';
import { cacheStore } from '@/mocks/handlers/monitor/cache-store';

import { chart } from '../chart-spy';
import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { findRow, getButton, recordRequests, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

const entries = (id: string) => cacheStore(mockDb()).find((m) => m.monitoredId === id)?.entries;

describe('cache monitor', () => {
  it('shows the Redis summary, the command stat and memory charts', async () => {
    renderSignedIn('/monitor/cache');
    const page = await screen.findByTestId('cache-monitor', {}, SLOW);
    expect(within(page).getByText('7.2.4')).toBeInTheDocument();
    expect(within(page).getByText('单机')).toBeInTheDocument();
    expect(within(page).getByText('0.01')).toBeInTheDocument();
    expect(within(page).getByText('0.21kps / 1.36kps')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^命令统计：get 48210, set 9133/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^内存消耗：\d+\.\d+M$/ })).toBeInTheDocument();
    await waitFor(() => expect(chart.setOption.mock.calls.length).toBeGreaterThanOrEqual(2), SLOW);
  });
});

describe('cache list', () => {
  it('walks cache names → keys → value', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/cacheList');
    await user.click(await findRow('系统配置'));
    // Keys are listed without the cache prefix.
    await user.click(await findRow('SysCaptchaEnable'));
    const value = await screen.findByTestId('cache-value', {}, SLOW);
    expect(within(value).getByText('sys_config:SysCaptchaEnable')).toBeInTheDocument();
    expect(within(value).getByLabelText('缓存内容')).toHaveValue(mockDb().config('SysCaptchaEnable'));
    const get = seen.find((r) => r.path === '/monitor/cache/getValue');
    expect(get?.query.get('cacheKey')).toBe('sys_config:SysCaptchaEnable');
    expect(get?.query.get('monitoredId')).toBe('CONFIG');
  });

  it('clears one key, one cache, then everything', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/cacheList');
    await user.click(await findRow('验证码'));
    const key = await findRow('5f0c2a3e9b7d4c1f8a6e');
    await user.click(getButton(/清理/, key));
    await toast('清理缓存键名[captcha_codes:5f0c2a3e9b7d4c1f8a6e]成功');
    expect(entries('CAPTCHA')?.size).toBe(1);

    await user.click(getButton(/清理/, await findRow('字典数据')));
    await toast('清理缓存名称[字典数据]成功');
    expect(entries('DICT')?.size).toBe(0);

    await user.click(getButton(/清理全部/));
    await toast('清理全部缓存成功');
    expect(cacheStore(mockDb()).every((m) => m.entries.size === 0)).toBe(true);
  });

  it('refuses clears to a user without monitor:cache:clear', async () => {
    const db = mockDb();
    // The `test` role may view the cache menus but holds no clear key.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '2', '114'] } : p,
    );
    const notify = vi.spyOn(feedback, 'notifyError');
    const user = userEvent.setup();
    renderSignedIn('/monitor/cacheList', 'test');
    await user.click(await findRow('系统配置'));
    await user.click(getButton(/清理全部/));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('当前操作没有权限', '无访问权限：monitor:cache:clear'),
    );
    expect(entries('CONFIG')?.size).toBeGreaterThan(0);
  });
});
