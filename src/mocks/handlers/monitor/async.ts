/**
 * AsyncController: the task list, one task (polled by progress dialogs), stop and remove. The runner
 * itself lives in services/async-tasks.ts, shared with every handler that starts a long operation.
 *
 * `POST /__mock/async/start` is mock-only: it starts a simulated task so browser tests and the dev
 * server can watch a long operation without a real one (`?type=&durationMs=&readyMs=&failAt=`).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { idList } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import {
  getAsyncTask,
  isActive,
  listAsyncTasks,
  removeAsyncTask,
  startAsyncTask,
  stopAsyncTask,
  type AsyncTaskPlan,
} from '../../services/async-tasks';

// Tests start tasks directly on their db (`startAsyncTask(mockDb(), plan)`).
export {
  getAsyncTask,
  startAsyncTask,
  type AsyncTaskPlan,
  type AsyncTaskVO,
} from '../../services/async-tasks';

const PERM = 'monitor:async:view';

async function taskIds(c: Call): Promise<string[]> {
  const ids = idList(await c.body<unknown>());
  c.validate((v) => [v.notEmpty(ids)]);
  return ids;
}

function numberParam(c: Call, name: string): number | undefined {
  const raw = c.query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function asyncHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/async/task', { perm: PERM }, (c) => {
      const type = c.query.get('type') ?? '';
      const id = c.query.get('id') ?? '';
      return table(
        listAsyncTasks(c.db).filter(
          (task) => (!type || task.type === type) && (!id || task.taskId.includes(id)),
        ),
      );
    }),
    route.get<{ taskId: string }>('/async/task/{taskId}', (c) => {
      const task = getAsyncTask(c.db, c.params.taskId);
      return task ? ok(task) : c.error('ERR.SYS.ASYNC_TASK_NOT_FOUND', c.params.taskId);
    }),
    route.put('/async/task/stop', { perm: PERM }, async (c) => {
      for (const id of await taskIds(c)) stopAsyncTask(c.db, id);
    }),
    route.delete('/async/task/remove', { perm: PERM }, async (c) => {
      const ids = await taskIds(c);
      // A live task cannot be dropped from the manager; it has to be stopped first.
      const running = ids.find((id) => {
        const task = getAsyncTask(c.db, id);
        return task !== undefined && isActive(task.status);
      });
      if (running) c.error('ERR.COMMON.ASYNC_TASK_RUNNING', running);
      for (const id of ids) removeAsyncTask(c.db, id);
    }),
    route.post('/__mock/async/start', (c) => {
      const failAt = numberParam(c, 'failAt');
      const plan: AsyncTaskPlan = {
        type: c.query.get('type') || 'MockTask',
        readyMs: numberParam(c, 'readyMs'),
        durationMs: numberParam(c, 'durationMs') ?? 10_000,
        failAt,
        failMessage: failAt === undefined ? undefined : 'Mock task failed',
        locale: c.locale,
      };
      const taskId = startAsyncTask(c.db, plan);
      return taskId ? ok(taskId) : c.error('ERR.COMMON.ASYNC_TASK_RUNNING', plan.type);
    }),
  ];
}
