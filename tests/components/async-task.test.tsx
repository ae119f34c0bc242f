import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { AsyncTaskDialog, type AsyncTaskVO } from '@/components/async-task';
import { feedback } from '@/lib/feedback';
import { createDb } from '@/mocks';
import { getAsyncTask, startAsyncTask, type AsyncTaskPlan } from '@/mocks/handlers/monitor/async';
import { useSession } from '@/stores/session';

import { installMockBackend, mockDb } from '../msw-server';
import { renderKit } from './render-kit';
import { getButton, queryButton, recordRequests, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

const done = vi.fn<(task: AsyncTaskVO) => void>();
const closed = vi.fn<() => void>();

// Task state follows the db clock; a frozen one moves only by db.advanceTime, so a slow machine
// (first renders take seconds) cannot push a task past the state a step expects.
const NOW = new Date(2024, 5, 1, 9, 0, 0).getTime();
beforeEach(() => {
  installMockBackend({ db: createDb({ now: () => NOW }) });
});

beforeEach(() => {
  done.mockReset();
  closed.mockReset();
  // renderKit signs in without /getInfo; Stop is offered to holders of monitor:async:view.
  useSession.setState({ permissions: ['monitor:async:view'] });
});

/** The dialog as a screen uses it: open while a task id is set, cleared on close. */
function Harness({ initial }: { initial: string }) {
  const [taskId, setTaskId] = useState<string | undefined>(initial);
  return (
    <AsyncTaskDialog
      taskId={taskId}
      title="发布站点"
      // Short polls keep the test quick; the clock moves by db.advanceTime only.
      interval={100}
      onDone={done}
      onClose={() => {
        closed();
        setTaskId(undefined);
      }}
    />
  );
}

/** A task that stays READY for 1 s and runs 1 s of db time, reporting "已处理 n%". */
function start(plan: Partial<AsyncTaskPlan> = {}): string {
  const id = startAsyncTask(mockDb(), {
    type: 'PublishSite',
    readyMs: 1000,
    durationMs: 1000,
    message: (p) => `已处理 ${p}%`,
    ...plan,
  });
  if (!id) throw new Error('task not started');
  return id;
}

function dialog(): HTMLElement {
  return screen.getByTestId('async-task-dialog');
}

describe('async task progress dialog', () => {
  it('renders nothing and asks nothing until its first task, then opens on it', async () => {
    const calls = recordRequests();
    function Later() {
      const [taskId, setTaskId] = useState<string>();
      return (
        <>
          <button type="button" onClick={() => setTaskId(start())}>
            start
          </button>
          <AsyncTaskDialog
            taskId={taskId}
            title="发布站点"
            interval={100}
            onClose={() => setTaskId(undefined)}
          />
        </>
      );
    }
    renderKit(<Later />);
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/async/task'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByTestId('async-task-dialog', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/async/task/'))).toBe(true));
  });

  it('follows a task through READY → RUNNING → SUCCESS, toasts, reports once and closes', async () => {
    const seen = recordRequests();
    const taskId = start();
    renderKit(<Harness initial={taskId} />);
    await screen.findByText('就绪', {}, SLOW);
    expect(within(dialog()).getByText('等待任务开始…')).toBeInTheDocument();
    expect(screen.getByText('发布站点')).toBeInTheDocument();

    mockDb().advanceTime(1500);
    await screen.findByText('已处理 50%', {}, SLOW);
    expect(within(dialog()).getByText('运行中')).toBeInTheDocument();
    expect(dialog().querySelector('.ant-progress')).toHaveAttribute('aria-valuenow', '50');

    mockDb().advanceTime(1000);
    await toast('任务执行成功');
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]?.[0]).toMatchObject({ taskId, status: 'SUCCESS', percent: 100 });
    expect(seen.some((r) => r.method === 'GET' && r.path === `/async/task/${taskId}`)).toBe(true);

    // Polling ends with the task.
    const polls = seen.filter((r) => r.path === `/async/task/${taskId}`).length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.filter((r) => r.path === `/async/task/${taskId}`)).toHaveLength(polls);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('shows FAILED with every error message and stays open until closed', async () => {
    const user = userEvent.setup();
    const taskId = start({
      errors: [{ at: 10, message: '栏目“新闻”发布失败' }],
      failAt: 60,
      failMessage: '模板文件不存在：index.html',
    });
    renderKit(<Harness initial={taskId} />);
    await screen.findByText('等待任务开始…', {}, SLOW);
    mockDb().advanceTime(3000);

    await screen.findByText('任务执行失败', {}, SLOW);
    const box = dialog();
    expect(within(box).getByText('栏目“新闻”发布失败')).toBeInTheDocument();
    expect(within(box).getByText('模板文件不存在：index.html')).toBeInTheDocument();
    expect(within(box).getByText('失败')).toBeInTheDocument();
    expect(box.querySelector('.ant-progress-status-exception')).not.toBeNull();
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done.mock.calls[0]?.[0]).toMatchObject({ status: 'FAILED' });
    expect(vi.mocked(feedback.success)).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    // Nothing left to stop.
    expect(queryButton(/中\s*止/)).toBeNull();

    await user.click(getButton(/关\s*闭/));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('keeps a finished task with errors open after the success toast', async () => {
    const taskId = start({ errors: [{ at: 50, message: '文章 12 生成失败' }], successMessage: '发布完成' });
    renderKit(<Harness initial={taskId} />);
    await screen.findByText('等待任务开始…', {}, SLOW);
    mockDb().advanceTime(2500);
    await toast('发布完成');
    expect(within(dialog()).getByText('文章 12 生成失败')).toBeInTheDocument();
    expect(within(dialog()).getByText('错误信息')).toBeInTheDocument();
    expect(done).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });

  it('stops a running task: PUT /async/task/stop, then INTERRUPTED is reported as done', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const taskId = start({ readyMs: 0, durationMs: 100_000 });
    mockDb().advanceTime(20_000);
    renderKit(<Harness initial={taskId} />);
    await screen.findByText('已处理 20%', {}, SLOW);

    await user.click(getButton(/中\s*止/));
    await toast('已处理 20%');
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    const stop = seen.find((r) => r.method === 'PUT' && r.path === '/async/task/stop');
    await waitFor(() => expect(JSON.parse(stop?.body ?? 'null')).toEqual([taskId]));
    expect(done.mock.calls[0]?.[0]).toMatchObject({ status: 'INTERRUPTED' });
    expect(getAsyncTask(mockDb(), taskId)?.status).toBe('INTERRUPTED');
  });

  it('offers no Stop to a user who may not stop tasks', async () => {
    useSession.setState({ permissions: [] });
    const taskId = start({ readyMs: 0, durationMs: 100_000 });
    mockDb().advanceTime(10_000);
    renderKit(<Harness initial={taskId} />);
    await screen.findByText('已处理 10%', {}, SLOW);
    expect(queryButton(/中\s*止/)).toBeNull();
    expect(getButton(/关\s*闭/)).toBeInTheDocument();
  });

  it('says so when the task cannot be read, and stops polling', async () => {
    const seen = recordRequests();
    renderKit(<Harness initial="no-such-task" />);
    await toast('指定任务不存在：no-such-task', 'error');
    expect(within(dialog()).getByText('指定任务不存在：no-such-task')).toBeInTheDocument();
    expect(queryButton(/中\s*止/)).toBeNull();
    const polls = seen.filter((r) => r.path === '/async/task/no-such-task').length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.filter((r) => r.path === '/async/task/no-such-task')).toHaveLength(polls);
    expect(done).not.toHaveBeenCalled();
  });
});
