import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { taskStore } from '@/mocks/handlers/monitor/task-store';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  lastGet,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

describe('scheduled tasks', () => {
  it('lists tasks with their trigger read from the detail call, and filters by status', async () => {
    const seen = recordRequests();
    renderSignedIn('/monitor/task');
    const cron = await findRow('定时发布任务');
    expect(await within(cron).findByText('0 0 2 * * ?', {}, SLOW)).toBeInTheDocument();
    const periodic = await findRow('保存内容动态数据任务');
    expect(await within(periodic).findByText('定期执行', {}, SLOW)).toBeInTheDocument();
    expect(within(periodic).getByText('60')).toBeInTheDocument();
    expect(within(periodic).getByText('10')).toBeInTheDocument();
    // Enabled tasks can only be disabled or inspected.
    expect(queryButton(/执行一次/, periodic)).toBeNull();
    expect(queryButton(/停\s*用/, periodic)).not.toBeNull();
    expect(lastGet(seen, '/monitor/task')?.query.get('pageSize')).toBe('20');
    expect(seen.some((r) => r.path === '/monitor/task/2')).toBe(true);

    renderSignedIn('/monitor/task?status=1');
    await findRow('回收站过期内容删除任务');
    await waitFor(() => expect(lastGet(seen, '/monitor/task')?.query.get('status')).toBe('1'));
  });

  it('runs a disabled task once, and its logs dialog shows the new entry and failed-run errors', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task');
    const row = await findRow('回收站过期内容删除任务');
    await clickRowAction(user, row, /执行一次/);
    await confirmPopup(user, '回收站过期内容删除任务');
    await toast('操作成功');
    expect(taskStore(mockDb()).logs.filter((l) => l.taskId === '3')).toHaveLength(3);

    await clickRowAction(user, await findRow('回收站过期内容删除任务'), /日\s*志/);
    const dialog = await findDialog('任务执行记录');
    await waitFor(() => expect(within(dialog).getAllByText('成功')).toHaveLength(2), SLOW);
    expect(within(dialog).getByText('失败')).toBeInTheDocument();
    await user.click(getButton(/查\s*看/, dialog));
    expect(await findDialog('错误详情')).toHaveTextContent('java.lang.NullPointerException: site is null');
  });

  it('disables and enables a task', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task');
    await clickRowAction(user, await findRow('定时发布任务'), /停\s*用/);
    await toast('操作成功');
    await waitFor(() => expect(taskStore(mockDb()).tasks[0]?.status).toBe('1'));
    await clickRowAction(user, await findRow('定时发布任务'), /启\s*用/);
    await waitFor(() => expect(taskStore(mockDb()).tasks[0]?.status).toBe('0'));
  });

  it('adds a periodic task and edits a disabled one', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/task');
    await findRow('定时发布任务');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加定时任务');
    await user.click(within(dialog).getByLabelText('任务类型'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === '站点地图定时更新任务',
      );
      if (!found) throw new Error('no option');
      return found;
    }, SLOW);
    await user.click(option);
    await user.click(within(dialog).getByLabelText('定期执行'));
    await user.type(await within(dialog).findByLabelText('执行周期（秒）'), '300');
    await user.type(within(dialog).getByLabelText('首次延迟（秒）'), '5');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(taskStore(mockDb()).tasks.find((t) => t.taskType === 'SiteMapJobHandler')).toMatchObject({
      taskTrigger: 'Periodic',
      status: '1',
      data: { fixedRate: 'N', seconds: 300, delaySeconds: 5 },
    });

    await clickRowAction(user, await findRow('回收站过期内容删除任务'), /修\s*改/);
    const edit = await findDialog('修改定时任务');
    const cron = await within(edit).findByLabelText('Cron表达式', {}, SLOW);
    expect(cron).toHaveValue('0 30 3 * * ?');
    await user.clear(cron);
    await user.type(cron, '0 0');
    await user.click(getButton(/确\s*定/, edit));
    await toast(
      '任务触发器`Cron`配置错误：Cron expression must consist of 6 fields (found 2 in "0 0")',
      'error',
    );
    await user.clear(cron);
    await user.type(cron, '0 15 4 * * ?');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    expect(taskStore(mockDb()).tasks.find((t) => t.taskId === '3')?.data.cron).toBe('0 15 4 * * ?');
  });
});
