import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

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

/** Body of `POST|PUT /monitor/job`. */
export type JobBody = Omit<SysJob, 'jobId' | 'createBy' | 'createTime'> & { jobId?: string };

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

const toBody = bodyPicker<JobBody>()([
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'cronExpression',
  'misfirePolicy',
  'concurrent',
  'status',
  'remark',
]);

export const jobKeys = createQueryKeys('monitor/job');

type Ids = readonly (string | number)[];

/** The calls of the V1.5.5 console's `api/monitor/job.js` and `jobLog.js` (the Quartz job screens). */
export const jobApi = {
  list: (query: JobQuery) => http.page<SysJob>('/monitor/job/list', query),
  get: (jobId: string) => http.get<SysJob>(`/monitor/job/${jobId}`),
  add: (body: JobBody) => http.post<void>('/monitor/job', toBody(body)),
  update: (body: JobBody) => http.put<void>('/monitor/job', toBody(body)),
  remove: (jobIds: Ids) => http.delete<void>('/monitor/job', jobIds),
  changeStatus: (jobId: string, status: string) =>
    http.put<void>('/monitor/job/changeStatus', { jobId, status }),
  run: (jobId: string, jobGroup: string) => http.put<void>('/monitor/job/run', { jobId, jobGroup }),
  logs: (query: JobLogQuery) => http.page<SysJobLog>('/monitor/jobLog/list', query),
  removeLogs: (jobLogIds: Ids) => http.delete<void>(`/monitor/jobLog/${jobLogIds.join(',')}`),
  cleanLogs: () => http.delete<void>('/monitor/jobLog/clean'),
};
