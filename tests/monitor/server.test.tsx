import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { chart } from '../chart-spy';
import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { getButton, recordRequests, setupScreenTests, SLOW } from '../system/helpers';

// Charts are drawn by the echarts stand-in of tests/setup.ts, which records their options (chart-spy).
setupScreenTests();

const serverCalls = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/monitor/server').length;

describe('server monitor', () => {
  it('shows CPU, memory, JVM, disks and host facts, with gauges drawn by the lazy chart module', async () => {
    renderSignedIn('/monitor/server');
    const cpu = await screen.findByTestId('server-cpu', {}, SLOW);
    expect(within(cpu).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('cms-prod-01')).toBeInTheDocument();
    expect(screen.getByText('OpenJDK 64-Bit Server VM')).toBeInTheDocument();
    expect(screen.getByText('HikariPool-1', { exact: false })).toBeInTheDocument();
    const disk = screen.getByTestId('server-disk');
    expect(within(disk).getByText('/data')).toBeInTheDocument();
    // 426.7 of 499.8 GB is past the 80 % line: shown as a warning.
    expect(within(disk).getByText('85.37%')).toHaveClass('ant-typography-danger');
    expect(screen.getByRole('img', { name: /^CPU使用率：\d+(\.\d+)?%$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^JVM使用率：/ })).toBeInTheDocument();
    await waitFor(() => expect(chart.setOption.mock.calls.length).toBeGreaterThanOrEqual(3), SLOW);
  });

  it('refreshes on its own, and stops when auto refresh is off', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const seen = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn('/monitor/server');
    await screen.findByTestId('server-cpu', {}, SLOW);
    const before = serverCalls(seen);
    mockDb().advanceTime(7000);
    await vi.advanceTimersByTimeAsync(5100);
    await waitFor(() => expect(serverCalls(seen)).toBeGreaterThan(before), SLOW);

    await user.click(screen.getByRole('switch', { name: '自动刷新' }));
    const stopped = serverCalls(seen);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(serverCalls(seen)).toBe(stopped);
    await user.click(getButton(/刷\s*新/));
    await waitFor(() => expect(serverCalls(seen)).toBe(stopped + 1), SLOW);
  });
});
