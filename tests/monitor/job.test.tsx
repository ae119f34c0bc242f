import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { nextRuns } from '@/components/cron';
import { jobStore } from '@/mocks/handlers/monitor/job-store';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

const fmt = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}:${String(d.getSeconds()).padStart(2, '0')}`;

async function runs(expression: string, from = new Date(2024, 5, 1, 0, 0, 0)) {
  const result = await nextRuns(expression, 5, from);
  if (!result.ok) throw new Error(`not ok: ${JSON.stringify(result.problem)}`);
  return result.runs.map(fmt);
}

describe('cron preview (Quartz expressions)', () => {
  it('computes the next 5 runs of 6- and 7-field expressions', async () => {
    expect(await runs('0 0/5 * * * ?')).toEqual([
      '2024-06-01 00:05:00',
      '2024-06-01 00:10:00',
      '2024-06-01 00:15:00',
      '2024-06-01 00:20:00',
      '2024-06-01 00:25:00',
    ]);
    expect(await runs('0 15 10 ? * MON-FRI')).toEqual([
      '2024-06-03 10:15:00',
      '2024-06-04 10:15:00',
      '2024-06-05 10:15:00',
      '2024-06-06 10:15:00',
      '2024-06-07 10:15:00',
    ]);
    // Quartz numbers the week from 1 = Sunday: 6#3 is the third Friday.
    expect((await runs('0 0 10 ? * 6#3')).slice(0, 2)).toEqual([
      '2024-06-21 10:00:00',
      '2024-07-19 10:00:00',
    ]);
    expect((await runs('0 0 12 L * ?')).slice(0, 3)).toEqual([
      '2024-06-30 12:00:00',
      '2024-07-31 12:00:00',
      '2024-08-31 12:00:00',
    ]);
    // The seventh field (year) skips ahead; a past-only year range has no runs.
    expect(await runs('0 0 2 1 1 ? 2026/2')).toEqual([
      '2026-01-01 02:00:00',
      '2028-01-01 02:00:00',
      '2030-01-01 02:00:00',
      '2032-01-01 02:00:00',
      '2034-01-01 02:00:00',
    ]);
    expect(await runs('0 0 2 * * ? 2020')).toEqual([]);
  });

  it('explains why an expression cannot run', async () => {
    expect(await nextRuns('0 0 * * *')).toEqual({ ok: false, problem: { code: 'fieldCount', count: 5 } });
    expect(await nextRuns('0 0 2 * * *')).toEqual({ ok: false, problem: { code: 'dayFields' } });
    expect(await nextRuns('0 0 2 ? * 9')).toEqual({ ok: false, problem: { code: 'dayOfWeek', value: '9' } });
    const bad = await nextRuns('0 0 25 * * ?');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problem.code).toBe('invalid');
  });
});

describe('scheduled jobs', () => {
  it('lists the jobs with the contract parameter names and filters by group', async () => {
    const seen = recordRequests();
    renderSignedIn('/monitor/task/job');
    const row = await findRow('日志清理');
    expect(within(row).getByText('0 0 3 * * ?')).toBeInTheDocument();
    expect(within(row).getByText('logCleanTask.clean(30)')).toBeInTheDocument();
    expect(lastGet(seen, '/monitor/job/list')?.query.get('pageSize')).toBe('20');
    renderSignedIn('/monitor/task/job?jobGroup=SYSTEM');
    await waitFor(
      () => expect(lastGet(seen, '/monitor/job/list')?.query.get('jobGroup')).toBe('SYSTEM'),
      SLOW,
    );
  });

  it('adds a job through the cron generator with its 5-run preview, and rejects an invalid cron', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task/job');
    await findRow('日志清理');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加任务');
    await user.type(within(dialog).getByLabelText('任务名称'), '站点地图');
    await user.type(within(dialog).getByLabelText(/调用目标字符串/), "chestnutTask.params('sitemap')");
    await user.type(within(dialog).getByLabelText('Cron执行表达式'), '0 0 25 * * ?');
    await user.click(getButton(/确\s*定/, dialog));
    await toast("新增任务'站点地图'失败，Cron表达式不正确", 'error');

    await user.click(getButton(/生成表达式/, dialog));
    const generator = await findDialog('Cron表达式生成器');
    const expression = within(generator).getByLabelText('表达式');
    expect(expression).toHaveValue('0 0 25 * * ?');
    expect(await within(generator).findByText(/Cron表达式无效/, {}, SLOW)).toBeInTheDocument();
    await user.clear(expression);
    await user.type(expression, '0 0 * * *');
    expect(await within(generator).findByText(/应有6或7个字段.*当前为5个/)).toBeInTheDocument();
    await user.click(getButton(/每5分钟/, generator));
    const preview = await within(generator).findByTestId('cron-preview', {}, SLOW);
    expect(within(preview).getAllByRole('listitem')).toHaveLength(5);
    expect(expression).toHaveValue('0 0/5 * * * ?');
    await user.click(getButton(/确\s*定/, generator));
    await waitFor(() => expect(within(dialog).getByLabelText('Cron执行表达式')).toHaveValue('0 0/5 * * * ?'));
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const added = jobStore(mockDb()).jobs.find((j) => j.jobName === '站点地图');
    expect(added).toMatchObject({
      jobGroup: 'DEFAULT',
      invokeTarget: "chestnutTask.params('sitemap')",
      cronExpression: '0 0/5 * * * ?',
      misfirePolicy: '1',
      concurrent: '1',
      status: '1',
    });
  });

  it('edits a job (rejecting an http target) and deletes it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task/job');
    await clickRowAction(user, await findRow('系统默认（无参）'), /修\s*改/);
    const edit = await findDialog('修改任务');
    const target = await within(edit).findByLabelText(/调用目标字符串/);
    await waitFor(() => expect(target).toHaveValue('chestnutTask.noParams'));
    await user.clear(target);
    await user.type(target, 'http://evil/x');
    await user.click(getButton(/确\s*定/, edit));
    await toast("修改任务'系统默认（无参）'失败，目标字符串不允许'http(s)'调用", 'error');
    await user.clear(target);
    await user.type(target, 'chestnutTask.cleanCache');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    expect(jobStore(mockDb()).jobs.find((j) => j.jobName === '系统默认（无参）')?.invokeTarget).toBe(
      'chestnutTask.cleanCache',
    );

    await clickRowAction(user, await findRow('系统默认（无参）'), /删\s*除/);
    await confirmPopup(user, '"1"');
    await toast('删除成功');
    expect(jobStore(mockDb()).jobs.some((j) => j.jobName === '系统默认（无参）')).toBe(false);
  });

  it('pauses a job with the status switch', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/monitor/task/job');
    const row = await findRow('日志清理');
    await user.click(within(row).getByRole('switch'));
    await confirmPopup(user, '停用');
    await toast('操作成功');
    await waitFor(() => expect(jobStore(mockDb()).jobs.find((j) => j.jobId === '4')?.status).toBe('1'));
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/monitor/job/changeStatus');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ jobId: '4', status: '1' });
  });

  it('runs a job once, and the job log shows the entry with its details; clean empties the log', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/monitor/task/job');
    const row = await findRow('系统默认（有参）');
    await clickRowAction(user, row, /执行一次/);
    await confirmPopup(user, '系统默认（有参）');
    await toast('操作成功');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/monitor/job/run');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ jobId: '2', jobGroup: 'DEFAULT' });
    expect(jobStore(mockDb()).logs.filter((l) => l.jobName === '系统默认（有参）')).toHaveLength(1);

    await clickRowAction(user, await findRow('系统默认（有参）'), /调度日志/);
    const logs = await findDialog('调度日志');
    const entry = await within(logs).findByText('系统默认（有参） 总共耗时：8毫秒', {}, SLOW);
    await waitFor(() =>
      expect(lastGet(seen, '/monitor/jobLog/list')?.query.get('jobName')).toBe('系统默认（有参）'),
    );
    expect(lastGet(seen, '/monitor/jobLog/list')?.query.get('jobGroup')).toBe('DEFAULT');
    await user.click(getButton(/详\s*细/, entry.closest('tr') as HTMLElement));
    expect(await findDialog('调度日志详细')).toHaveTextContent("chestnutTask.params('chestnut')");
    await user.click(getButton(/关\s*闭/, await findDialog('调度日志详细')));

    await user.click(getButton(/清\s*空/, logs));
    await confirmPopup(user, '清空所有调度日志');
    await toast('操作成功');
    expect(jobStore(mockDb()).logs).toHaveLength(0);
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/monitor/jobLog/clean')).toBe(true);
  });

  it('shows a failed run with its exception in the log detail', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task/job');
    await findRow('日志清理');
    await user.click(toolbarButton(/调度日志/));
    const logs = await findDialog('调度日志');
    const failed = await waitFor(() => {
      const cell = within(logs)
        .getAllByText('失败')
        .find((el) => el.closest('tr'));
      if (!cell) throw new Error('no failed row');
      return cell.closest('tr') as HTMLElement;
    }, SLOW);
    await user.click(getButton(/详\s*细/, failed));
    expect(await findDialog('调度日志详细')).toHaveTextContent('log table is locked');
  });
});
