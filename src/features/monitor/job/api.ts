import { http } from '@/lib/http';

import type { JobForm, JobLogQuery, JobQuery, SysJob, SysJobLog } from './types';

type Ids = readonly (string | number)[];

/** The V1.5.5 `api/monitor/job.js` and `jobLog.js` calls (client-calls.tsv). */
export const jobApi = {
  list: (query: JobQuery) => http.page<SysJob>('/monitor/job/list', query),
  get: (jobId: string) => http.get<SysJob>(`/monitor/job/${jobId}`),
  add: (body: JobForm) => http.post<void>('/monitor/job', body),
  update: (body: JobForm) => http.put<void>('/monitor/job', body),
  remove: (jobIds: Ids) => http.delete<void>('/monitor/job', jobIds),
  changeStatus: (jobId: string, status: string) =>
    http.put<void>('/monitor/job/changeStatus', { jobId, status }),
  run: (jobId: string, jobGroup: string) => http.put<void>('/monitor/job/run', { jobId, jobGroup }),
  logs: (query: JobLogQuery) => http.page<SysJobLog>('/monitor/jobLog/list', query),
  removeLogs: (jobLogIds: Ids) => http.delete<void>(`/monitor/jobLog/${jobLogIds.join(',')}`),
  cleanLogs: () => http.delete<void>('/monitor/jobLog/clean'),
};
