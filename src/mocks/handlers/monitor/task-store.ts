/**
 * In-memory state of SysScheduledTaskController: sys_scheduled_task rows, their execution logs and the
 * last run of each task. Kept beside the handlers, keyed by the db, because `db/types.ts` belongs to
 * the platform: a fresh MockDb (each test) gets a fresh seed; it is not part of db snapshots.
 */
import { formatDateTime } from '../../core/time';
import type { MockDb } from '../../db';

export type TaskTrigger = 'Cron' | 'Periodic';

export interface TaskData {
  cron?: string;
  fixedRate?: string;
  seconds?: number;
  delaySeconds?: number;
}

export interface SysScheduledTask {
  taskId: string;
  taskType: string;
  /** EnableOrDisable: '0' enabled (scheduled), '1' disabled. */
  status: string;
  taskTrigger: TaskTrigger;
  /** The trigger's JSON as stored in the table (the API also returns it parsed as `data`). */
  triggerArgs: string;
  data: TaskData;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

export interface SysScheduledTaskLog {
  logId: string;
  taskId: string;
  taskType: string;
  readyTime: string;
  startTime: string;
  endTime: string;
  percent: number;
  /** SuccessOrFail: '0' success, '1' fail. */
  result: string;
  message?: string;
  logTime: string;
}

interface LastRun {
  readyTime: string;
  startTime: string;
  endTime: string;
}

export interface TaskStore {
  tasks: SysScheduledTask[];
  logs: SysScheduledTaskLog[];
  lastRun: Map<string, LastRun>;
}

/** The handler ids registered in 1.5.5 (message keys `SCHEDULED_TASK.<id>`). */
export const TASK_TYPES = [
  'SitePublishJobHandler',
  'ContentOfflineJobHandler',
  'ContentTopCancelJobHandler',
  'RecycleExpireJobHandler',
  'UpdateDynamicDataJobHandler',
  'ResourceChunkClearJobHandler',
  'SiteMapJobHandler',
  'AdvertisementStatJob',
  'AdvertisementPublishJob',
  'SearchWordStatJob',
] as const;

const stores = new WeakMap<MockDb, TaskStore>();

const at = (db: MockDb, offsetMs: number) => formatDateTime(db.now() + offsetMs);
const HOUR = 3_600_000;

function seed(db: MockDb): TaskStore {
  const cron = (taskId: string, taskType: string, expr: string, status: string): SysScheduledTask => ({
    taskId,
    taskType,
    status,
    taskTrigger: 'Cron',
    triggerArgs: JSON.stringify({ cron: expr }),
    data: { cron: expr },
    createBy: 'admin',
    createTime: '2024-01-05 10:00:00',
  });
  const periodic = (taskId: string, taskType: string, data: TaskData, status: string): SysScheduledTask => ({
    taskId,
    taskType,
    status,
    taskTrigger: 'Periodic',
    triggerArgs: JSON.stringify(data),
    data,
    createBy: 'admin',
    createTime: '2024-01-05 10:00:00',
  });
  const tasks = [
    cron('1', 'SitePublishJobHandler', '0 0 2 * * ?', '0'),
    periodic('2', 'UpdateDynamicDataJobHandler', { fixedRate: 'Y', seconds: 60, delaySeconds: 10 }, '0'),
    cron('3', 'RecycleExpireJobHandler', '0 30 3 * * ?', '1'),
    periodic('4', 'ResourceChunkClearJobHandler', { fixedRate: 'N', seconds: 3600, delaySeconds: 0 }, '1'),
  ];
  const log = (logId: string, taskId: string, taskType: string, hoursAgo: number, fail?: string) => ({
    logId,
    taskId,
    taskType,
    readyTime: at(db, -hoursAgo * HOUR),
    startTime: at(db, -hoursAgo * HOUR),
    endTime: at(db, -hoursAgo * HOUR + 1500),
    percent: 100,
    result: fail ? '1' : '0',
    message: fail,
    logTime: at(db, -hoursAgo * HOUR + 1500),
  });
  const lastOfTask1 = log('12', '1', 'SitePublishJobHandler', 24);
  const logs = [
    log('11', '1', 'SitePublishJobHandler', 48),
    lastOfTask1,
    log('13', '3', 'RecycleExpireJobHandler', 30, 'java.lang.NullPointerException: site is null'),
    log('14', '3', 'RecycleExpireJobHandler', 6),
  ];
  const lastRun = new Map<string, LastRun>([
    [
      '1',
      { readyTime: lastOfTask1.readyTime, startTime: lastOfTask1.startTime, endTime: lastOfTask1.endTime },
    ],
  ]);
  return { tasks, logs, lastRun };
}

export function taskStore(db: MockDb): TaskStore {
  let store = stores.get(db);
  if (!store) {
    store = seed(db);
    stores.set(db, store);
  }
  return store;
}
