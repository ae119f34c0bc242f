import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createDb } from '@/mocks';
import { getAsyncTask, startAsyncTask, type AsyncTaskPlan } from '@/mocks/handlers/monitor/async';

import { installMockBackend, mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  clickRowAction,
  offersRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  queryButton,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

// Task state follows the db clock; a frozen one moves only by db.advanceTime, so a slow machine
// (first renders take seconds) cannot push a task past the state a step expects.
const NOW = new Date(2024, 5, 1, 9, 0, 0).getTime();
beforeEach(() => {
  installMockBackend({ db: createDb({ now: () => NOW }) });
});

function start(plan: AsyncTaskPlan): string {
  const id = startAsyncTask(mockDb(), plan);
  if (!id) throw new Error('task not started');
  return id;
}

/** One finished, one failed and one running task (the running one never ends by itself). */
function seedTasks() {
  const done = start({ taskId: 'publish-site-1', type: 'SitePublish', readyMs: 0, durationMs: 100 });
  const failed = start({
    taskId: 'index-rebuild-1',
    type: 'IndexRebuild',
    readyMs: 0,
    durationMs: 100,
    failAt: 40,
    failMessage: '索引库连接失败',
  });
  mockDb().advanceTime(1000);
  const running = start({
    taskId: 'theme-import-1',
    type: 'ThemeImport',
    readyMs: 0,
    durationMs: 1_000_000,
    message: (p) => `导入中 ${p}%`,
  });
  mockDb().advanceTime(250_000);
  return { done, failed, running };
}

describe('async tasks', () => {
  it('lists tasks with status, progress, times and errors, and searches by type and id', async () => {
    seedTasks();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/async');
    const running = await findRow('theme-import-1');
    expect(within(running).getByText('运行中')).toBeInTheDocument();
    expect(within(running).getByText('25%')).toBeInTheDocument();
    expect(within(await findRow('publish-site-1')).getByText('成功')).toBeInTheDocument();
    const failed = await findRow('index-rebuild-1');
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText(/查看/)).toBeInTheDocument();
    expect(within(await findRow('publish-site-1')).getByText('无')).toBeInTheDocument();
    // Stop and Progress only for live tasks.
    expect(queryButton(/中\s*止/, running)).not.toBeNull();
    expect(queryButton(/中\s*止/, failed)).toBeNull();

    await user.type(within(searchForm()).getByLabelText('任务类型'), 'IndexRebuild');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('theme-import-1')).toBe(false));
    expect(hasRow('index-rebuild-1')).toBe(true);
    expect(lastGet(seen, '/async/task')?.query.get('type')).toBe('IndexRebuild');

    await user.click(getButton(/重\s*置/, searchForm()));
    await findRow('theme-import-1');
    await user.type(within(searchForm()).getByLabelText('任务ID'), 'publish');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('theme-import-1')).toBe(false));
    expect(lastGet(seen, '/async/task')?.query.get('id')).toBe('publish');
  });

  it('shows a task’s detail with its errors', async () => {
    seedTasks();
    const user = userEvent.setup();
    renderSignedIn('/monitor/async');
    await user.click(within(await findRow('index-rebuild-1')).getByText(/查看/));
    const dialog = await findDialog('任务详情');
    expect(within(dialog).getByText('索引库连接失败')).toBeInTheDocument();
    expect(within(dialog).getByText('IndexRebuild')).toBeInTheDocument();
  });

  it('stops a running task from its row', async () => {
    const { running } = seedTasks();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/async');
    await clickRowAction(user, await findRow('theme-import-1'), /中\s*止/);
    await toast('操作成功');
    await waitFor(
      () =>
        expect(
          within(screen.getByText('theme-import-1').closest('tr') as HTMLElement).getByText('已中止'),
        ).toBeInTheDocument(),
      SLOW,
    );
    const stop = seen.find((r) => r.method === 'PUT' && r.path === '/async/task/stop');
    await waitFor(() => expect(JSON.parse(stop?.body ?? 'null')).toEqual([running]));
    expect(getAsyncTask(mockDb(), running)?.status).toBe('INTERRUPTED');
  });

  it('follows a running task in the progress dialog and stops it there', async () => {
    const { running } = seedTasks();
    const user = userEvent.setup();
    renderSignedIn('/monitor/async');
    await clickRowAction(user, await findRow('theme-import-1'), /进\s*度/);
    const dialog = await findDialog('任务进度');
    await within(dialog).findByText('导入中 25%', {}, SLOW);
    await user.click(getButton(/中\s*止/, dialog));
    await toast('导入中 25%');
    expect(getAsyncTask(mockDb(), running)?.status).toBe('INTERRUPTED');
    await waitFor(() => expect(screen.queryByTestId('async-task-dialog')).toBeNull(), SLOW);
  });

  it('deletes finished tasks after a confirm; a running one is refused', async () => {
    const { done, running } = seedTasks();
    const user = userEvent.setup();
    renderSignedIn('/monitor/async');
    await clickRowAction(user, await findRow('publish-site-1'), /删\s*除/);
    await confirmPopup(user, '是否确认删除任务“publish-site-1”？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('publish-site-1')).toBe(false));
    expect(getAsyncTask(mockDb(), done)).toBeUndefined();

    const row = await findRow('theme-import-1');
    // No delete offered on a live row; the batch delete reports the server's refusal.
    expect(await offersRowAction(user, row, /删\s*除/)).toBe(false);
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, 'theme-import-1');
    await toast('任务“theme-import-1”正在运行中', 'error');
    expect(getAsyncTask(mockDb(), running)?.status).toBe('RUNNING');
  });
});
