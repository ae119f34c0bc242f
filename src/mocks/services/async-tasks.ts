/**
 * The backend's AsyncTaskManager: long operations (site publish/delete, theme import, index rebuild…)
 * start a task and return its id; clients poll `GET /async/task/{taskId}`.
 *
 * A mock task does no work in the background. Its state is derived from the db clock whenever it is
 * read, so it advances in real time in the dev server and under `db.advanceTime` in tests, without
 * timers that would outlive a test. Tasks are transient (like the backend's in-memory manager): they
 * are kept per db here, not in the persisted tables.
 */
import { msg, type Locale } from '../core/i18n';
import { formatDateTime } from '../core/time';
import type { MockDb } from '../db';

export type TaskStatus = 'READY' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'INTERRUPTED';

/** What a caller (a handler, a test) asks the runner to simulate. */
export interface AsyncTaskPlan {
  /** Default: a generated id. The backend refuses a second running task with the same id. */
  taskId?: string;
  type: string;
  /** Time spent READY (queued) before running; default 500 ms. */
  readyMs?: number;
  /** Time RUNNING takes from 0 % to 100 %; default 3000 ms. */
  durationMs?: number;
  /** The task throws once its progress reaches this percent: FAILED with `failMessage`. */
  failAt?: number;
  failMessage?: string;
  /** Errors the task records on its way without stopping (it still ends SUCCESS). */
  errors?: { at: number; message: string }[];
  /** The progress message at a percent; default "<type> <percent>%". */
  message?: (percent: number) => string;
  /** Progress message on success; default AsyncTask.SuccessMsg in `locale`. */
  successMessage?: string;
  /** Locale of the request that started the task (the backend's thread locale). */
  locale?: Locale;
  /** The operation's effect, applied once when the task succeeds. */
  onSuccess?: (db: MockDb) => void;
}

/** AsyncTaskVO as the endpoints return it. */
export interface AsyncTaskVO {
  taskId: string;
  type: string;
  status: TaskStatus;
  readyTime: string;
  startTime?: string;
  endTime?: string;
  percent: number;
  progressMessage?: string;
  errMessages: string[];
}

interface MockTask {
  plan: AsyncTaskPlan;
  taskId: string;
  type: string;
  status: TaskStatus;
  readyAt: number;
  startAt?: number;
  endAt?: number;
  percent: number;
  progressMessage?: string;
  errMessages: string[];
}

const DEFAULT_READY_MS = 500;
const DEFAULT_DURATION_MS = 3000;

const stores = new WeakMap<MockDb, Map<string, MockTask>>();

function store(db: MockDb): Map<string, MockTask> {
  let tasks = stores.get(db);
  if (!tasks) {
    tasks = new Map();
    stores.set(db, tasks);
  }
  return tasks;
}

export function isActive(status: TaskStatus): boolean {
  return status === 'READY' || status === 'RUNNING';
}

/** Brings a task up to the db clock: READY → RUNNING → SUCCESS | FAILED. */
function advance(db: MockDb, task: MockTask): void {
  if (!isActive(task.status)) return;
  const { plan } = task;
  const now = db.now();
  if (task.status === 'READY') {
    const startAt = task.readyAt + (plan.readyMs ?? DEFAULT_READY_MS);
    if (now < startAt) return;
    task.status = 'RUNNING';
    task.startAt = startAt;
  }
  const startAt = task.startAt ?? now;
  const duration = Math.max(1, plan.durationMs ?? DEFAULT_DURATION_MS);
  const reached = Math.min(100, Math.floor(((now - startAt) * 100) / duration));
  const at = (percent: number) => startAt + Math.ceil((duration * percent) / 100);
  for (const error of plan.errors ?? []) {
    if (error.at <= reached && !task.errMessages.includes(error.message))
      task.errMessages.push(error.message);
  }
  if (plan.failAt !== undefined && reached >= plan.failAt) {
    // AsyncTask.run catches the exception: status FAILED, its message added, progress left as it was.
    task.status = 'FAILED';
    task.percent = plan.failAt;
    task.endAt = at(plan.failAt);
    task.errMessages.push(plan.failMessage ?? 'Task failed');
    return;
  }
  if (reached >= 100) {
    task.status = 'SUCCESS';
    task.percent = 100;
    task.endAt = at(100);
    task.progressMessage = plan.successMessage ?? msg(db, 'AsyncTask.SuccessMsg', plan.locale ?? 'zh-CN');
    plan.onSuccess?.(db);
    return;
  }
  task.percent = reached;
  task.progressMessage = plan.message ? plan.message(reached) : `${task.type} ${reached}%`;
}

function toVO(task: MockTask): AsyncTaskVO {
  return {
    taskId: task.taskId,
    type: task.type,
    status: task.status,
    readyTime: formatDateTime(task.readyAt),
    startTime: task.startAt === undefined ? undefined : formatDateTime(task.startAt),
    endTime: task.endAt === undefined ? undefined : formatDateTime(task.endAt),
    percent: task.percent,
    progressMessage: task.progressMessage,
    errMessages: [...task.errMessages],
  };
}

/**
 * Starts a task and returns its id; undefined when a task with the same id is still running (the
 * caller answers ERR.COMMON.ASYNC_TASK_RUNNING, as the backend's AsyncTaskManager does).
 */
export function startAsyncTask(db: MockDb, plan: AsyncTaskPlan): string | undefined {
  const tasks = store(db);
  const taskId = plan.taskId ?? db.nextId();
  const existing = tasks.get(taskId);
  if (existing) {
    advance(db, existing);
    if (isActive(existing.status)) return undefined;
  }
  tasks.set(taskId, {
    plan,
    taskId,
    type: plan.type,
    status: 'READY',
    readyAt: db.now(),
    percent: 0,
    errMessages: [],
  });
  return taskId;
}

export function getAsyncTask(db: MockDb, taskId: string): AsyncTaskVO | undefined {
  const task = store(db).get(taskId);
  if (!task) return undefined;
  advance(db, task);
  return toVO(task);
}

/** Every task, newest first. */
export function listAsyncTasks(db: MockDb): AsyncTaskVO[] {
  const tasks = [...store(db).values()];
  for (const task of tasks) advance(db, task);
  return tasks.sort((a, b) => b.readyAt - a.readyAt).map(toVO);
}

/** Interrupts a READY or RUNNING task (the task stops at its next progress check). */
export function stopAsyncTask(db: MockDb, taskId: string): void {
  const task = store(db).get(taskId);
  if (!task) return;
  advance(db, task);
  if (!isActive(task.status)) return;
  task.status = 'INTERRUPTED';
  task.endAt = db.now();
}

export function removeAsyncTask(db: MockDb, taskId: string): void {
  store(db).delete(taskId);
}
