/**
 * SysScheduledTaskController (1.5.5 REST form): list, type options, detail, add, edit, delete,
 * enable/disable, run once, execution logs. Every endpoint needs only a login (docs/endpoints.md). Like the
 * backend, an enabled task cannot be edited, deleted or run by hand, and one task exists per handler.
 */
import type { HttpHandler } from 'msw';

import { TASK_TYPES, taskStore, type SysScheduledTask, type TaskData, type TaskTrigger } from './task-store';
import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';

interface TaskBody {
  taskId?: unknown;
  taskType?: unknown;
  taskTrigger?: unknown;
  data?: Record<string, unknown>;
  status?: unknown;
  remark?: unknown;
}

const typeName = (c: Call, taskType: string) => c.t(`SCHEDULED_TASK.${taskType}`);

function findTask(c: Call, taskId: string | undefined): SysScheduledTask {
  const task = taskStore(c.db).tasks.find((t) => t.taskId === String(taskId));
  if (!task) return c.error('ERR.COMMON.NOT_NULL', 'taskId');
  return task;
}

const nonNegativeInt = (v: unknown) =>
  typeof v !== 'boolean' && Number.isInteger(Number(v)) && Number(v) >= 0;

/** Trigger validation of the backend's trigger builders (Spring CronExpression: 6 or 7 fields). */
function readTrigger(c: Call, body: TaskBody): { taskTrigger: TaskTrigger; data: TaskData } {
  const trigger = String(body.taskTrigger ?? '');
  const data = body.data ?? {};
  const invalid = (reason: string): never => c.error('ERR.SYS.SCHEDULED_TASK_TRIGGER_ERR', trigger, reason);
  if (trigger === 'Cron') {
    const cron = String(data.cron ?? '').trim();
    const fields = cron.split(/\s+/).filter(Boolean).length;
    if (fields < 6 || fields > 7)
      invalid(`Cron expression must consist of 6 fields (found ${fields} in "${cron}")`);
    return { taskTrigger: 'Cron', data: { cron } };
  }
  if (trigger === 'Periodic') {
    if (!nonNegativeInt(data.seconds) || Number(data.seconds) < 1) invalid('seconds >= 1');
    if (!nonNegativeInt(data.delaySeconds)) invalid('delaySeconds >= 0');
    return {
      taskTrigger: 'Periodic',
      data: {
        fixedRate: data.fixedRate === 'Y' ? 'Y' : 'N',
        seconds: Number(data.seconds),
        delaySeconds: Number(data.delaySeconds),
      },
    };
  }
  return c.error('ERR.SYS.SCHEDULED_TASK_UNSUPPORTED_TRIGGER', trigger);
}

function toVO(c: Call, task: SysScheduledTask) {
  const run = taskStore(c.db).lastRun.get(task.taskId);
  return {
    taskId: task.taskId,
    taskType: task.taskType,
    taskTypeName: typeName(c, task.taskType),
    status: task.status,
    ...run,
  };
}

/** Runs a task now: the handlers are fast in the mock, so the log is written complete. */
function execute(c: Call, task: SysScheduledTask) {
  const store = taskStore(c.db);
  const readyTime = c.db.nowString();
  const run = { readyTime, startTime: readyTime, endTime: readyTime };
  store.lastRun.set(task.taskId, run);
  store.logs.push({
    logId: c.db.nextId(),
    taskId: task.taskId,
    taskType: task.taskType,
    ...run,
    percent: 100,
    result: '0',
    logTime: readyTime,
  });
}

export function scheduledTaskHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/monitor/task/typeOptions', (c) =>
      ok(TASK_TYPES.map((value) => ({ value, label: typeName(c, value) }))),
    ),
    route.get('/monitor/task/logs', (c) => {
      const taskId = c.query.get('taskId') ?? '';
      c.validate((v) => [v.notBlank(taskId)]);
      const rows = taskStore(c.db)
        .logs.filter((l) => l.taskId === taskId)
        .sort((a, b) => b.logTime.localeCompare(a.logTime) || b.logId.localeCompare(a.logId));
      return c.page(rows);
    }),
    route.delete('/monitor/task/logs', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'logIds');
      const store = taskStore(c.db);
      store.logs = store.logs.filter((l) => !ids.includes(l.logId));
    }),
    route.get('/monitor/task', (c) => {
      const status = c.query.get('status');
      const rows = taskStore(c.db).tasks.filter((t) => !status || t.status === status);
      return c.page(rows.map((t) => toVO(c, t)));
    }),
    route.get<{ taskId: string }>('/monitor/task/{taskId}', (c) => ok(findTask(c, c.params.taskId))),
    route.post('/monitor/task', async (c) => {
      const body = await c.body<TaskBody>();
      const taskType = String(body.taskType ?? '');
      c.validate((v) => [v.notBlank(body.taskType), v.notBlank(body.taskTrigger)]);
      if (!(TASK_TYPES as readonly string[]).includes(taskType))
        c.error('ERR.SYS.SCHEDULED_TASK_UNSUPPORTED_HANDLER', taskType);
      const store = taskStore(c.db);
      if (store.tasks.some((t) => t.taskType === taskType)) c.error('ERR.SYS.SCHEDULED_TASK_EXISTS');
      const trigger = readTrigger(c, body);
      store.tasks.push(
        stampCreate(c, {
          taskId: c.db.nextId(),
          taskType,
          status: body.status === '0' ? '0' : '1',
          ...trigger,
          triggerArgs: JSON.stringify(trigger.data),
          remark: typeof body.remark === 'string' ? body.remark : undefined,
        }),
      );
    }),
    route.put('/monitor/task', async (c) => {
      const body = await c.body<TaskBody>();
      const task = findTask(c, body.taskId === undefined ? undefined : String(body.taskId));
      if (task.status === '0') c.error('ERR.SYS.SCHEDULED_TASK_UPDATE_ERR');
      const trigger = readTrigger(c, body);
      Object.assign(task, trigger, {
        triggerArgs: JSON.stringify(trigger.data),
        remark: typeof body.remark === 'string' ? body.remark : undefined,
      });
      stampUpdate(c, task);
    }),
    route.delete('/monitor/task', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'taskIds');
      const store = taskStore(c.db);
      if (store.tasks.some((t) => ids.includes(t.taskId) && t.status === '0'))
        c.error('ERR.SYS.SCHEDULED_TASK_REMOVE_ERR');
      store.tasks = store.tasks.filter((t) => !ids.includes(t.taskId));
      store.logs = store.logs.filter((l) => !ids.includes(l.taskId));
    }),
    route.put<{ taskId: string }>('/monitor/task/enable/{taskId}', (c) => {
      findTask(c, c.params.taskId).status = '0';
    }),
    route.put<{ taskId: string }>('/monitor/task/disable/{taskId}', (c) => {
      findTask(c, c.params.taskId).status = '1';
    }),
    route.post<{ taskId: string }>('/monitor/task/exec/{taskId}', (c) => {
      const task = findTask(c, c.params.taskId);
      if (task.status === '0') c.error('ERR.SYS.SCHEDULED_TASK_EXEC_ERR');
      execute(c, task);
    }),
  ];
}
