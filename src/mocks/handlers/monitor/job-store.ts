/**
 * In-memory state of the legacy Quartz jobs (`/monitor/job`, `/monitor/jobLog`): the open-source
 * backend has no controller for them, so the mock follows RuoYi's SysJob / SysJobLog shapes. Kept
 * beside the handlers, keyed by the db (a fresh MockDb gets a fresh seed), like task-store.ts.
 */
import { formatDateTime } from '../../core/time';
import type { MockDb } from '../../db';

export interface SysJob {
  jobId: string;
  jobName: string;
  /** DEFAULT | SYSTEM (RuoYi dict sys_job_group). */
  jobGroup: string;
  /** A bean or class call: `beanName.method('arg', 1L)`. */
  invokeTarget: string;
  cronExpression: string;
  /** 0 default, 1 fire now, 2 fire once, 3 do nothing (Quartz misfire instructions). */
  misfirePolicy: string;
  /** 0 allow concurrent runs, 1 forbid. */
  concurrent: string;
  /** 0 normal (scheduled), 1 paused. */
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

export interface SysJobLog {
  jobLogId: string;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  /** 0 success, 1 fail. */
  status: string;
  exceptionInfo?: string;
  startTime: string;
  stopTime: string;
  createTime: string;
}

export interface JobStore {
  jobs: SysJob[];
  logs: SysJobLog[];
}

const stores = new WeakMap<MockDb, JobStore>();
const HOUR = 3_600_000;

function seed(db: MockDb): JobStore {
  const job = (
    jobId: string,
    jobName: string,
    jobGroup: string,
    invokeTarget: string,
    cron: string,
    status: string,
  ): SysJob => ({
    jobId,
    jobName,
    jobGroup,
    invokeTarget,
    cronExpression: cron,
    misfirePolicy: '3',
    concurrent: '1',
    status,
    createBy: 'admin',
    createTime: '2024-01-05 10:00:00',
  });
  const jobs = [
    job('1', '系统默认（无参）', 'DEFAULT', 'chestnutTask.noParams', '0/10 * * * * ?', '1'),
    job('2', '系统默认（有参）', 'DEFAULT', "chestnutTask.params('chestnut')", '0/15 * * * * ?', '1'),
    job(
      '3',
      '系统默认（多参）',
      'DEFAULT',
      "chestnutTask.multipleParams('chestnut', true, 2000L, 316.50D, 100)",
      '0/20 * * * * ?',
      '1',
    ),
    job('4', '日志清理', 'SYSTEM', 'logCleanTask.clean(30)', '0 0 3 * * ?', '0'),
  ];
  const log = (jobLogId: string, j: SysJob, hoursAgo: number, error?: string): SysJobLog => {
    const start = db.now() - hoursAgo * HOUR;
    return {
      jobLogId,
      jobName: j.jobName,
      jobGroup: j.jobGroup,
      invokeTarget: j.invokeTarget,
      jobMessage: `${j.jobName} 总共耗时：${error ? 3 : 12}毫秒`,
      status: error ? '1' : '0',
      exceptionInfo: error,
      startTime: formatDateTime(start),
      stopTime: formatDateTime(start + 12),
      createTime: formatDateTime(start + 12),
    };
  };
  const [, , , cleaner] = jobs;
  const logs = cleaner
    ? [
        log('21', cleaner, 48),
        log(
          '22',
          cleaner,
          24,
          'java.lang.IllegalStateException: log table is locked\n\tat com.chestnut.system.task.LogCleanTask.clean(LogCleanTask.java:42)',
        ),
      ]
    : [];
  return { jobs, logs };
}

export function jobStore(db: MockDb): JobStore {
  let store = stores.get(db);
  if (!store) {
    store = seed(db);
    stores.set(db, store);
  }
  return store;
}
