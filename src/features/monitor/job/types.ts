import type { PageParams } from '@/lib/http';

/** RuoYi SysJob (`GET /monitor/job/list`, `GET /monitor/job/{jobId}`). */
export interface SysJob {
  jobId: string;
  jobName: string;
  /** DEFAULT | SYSTEM. */
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  /** 0 default, 1 fire now, 2 fire once, 3 do nothing. */
  misfirePolicy: string;
  /** 0 allow, 1 forbid. */
  concurrent: string;
  /** EnableOrDisable: 0 normal, 1 paused. */
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

export type JobForm = Omit<SysJob, 'jobId' | 'createBy' | 'createTime'> & { jobId?: string };

export interface JobQuery extends PageParams {
  jobName?: string;
  jobGroup?: string;
  status?: string;
}

/** RuoYi SysJobLog (`GET /monitor/jobLog/list`). */
export interface SysJobLog {
  jobLogId: string;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage?: string;
  /** SuccessOrFail: 0 success, 1 fail. */
  status: string;
  exceptionInfo?: string;
  startTime?: string;
  stopTime?: string;
  createTime?: string;
}

export interface JobLogQuery extends PageParams {
  jobName?: string;
  jobGroup?: string;
  status?: string;
}

export const JOB_GROUPS = ['DEFAULT', 'SYSTEM'] as const;
export const MISFIRE_POLICIES = ['1', '2', '3'] as const;
