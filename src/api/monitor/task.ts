import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** ScheduledTaskVO as `GET /monitor/task` returns it (no trigger data: that needs the detail call). */
export interface ScheduledTaskVO {
  taskId: string;
  taskType: string;
  taskTypeName?: string;
  /** EnableOrDisable: '0' enabled (scheduled), '1' disabled. */
  status: string;
  readyTime?: string;
  startTime?: string;
  endTime?: string;
}

export type TaskTrigger = 'Cron' | 'Periodic';

/** The trigger arguments: `cron` for Cron; `fixedRate` (YesOrNo), `seconds`, `delaySeconds` for Periodic. */
export interface TaskData {
  cron?: string;
  fixedRate?: string;
  seconds?: number;
  delaySeconds?: number;
}

/** SysScheduledTask as `GET /monitor/task/{taskId}` returns it. */
export interface SysScheduledTask {
  taskId: string;
  taskType: string;
  status: string;
  taskTrigger: TaskTrigger;
  triggerArgs?: string;
  data?: TaskData;
  remark?: string;
  createTime?: string;
}

/** Body of `POST|PUT /monitor/task` (ScheduledTaskDTO). */
export interface TaskBody {
  taskId?: string;
  taskType: string;
  taskTrigger: TaskTrigger;
  data: TaskData;
  status: string;
  remark?: string;
}

export interface TaskQuery extends PageParams {
  status?: string;
}

/** SysScheduledTaskLog of `GET /monitor/task/logs`. */
export interface SysScheduledTaskLog {
  logId: string;
  taskId: string;
  taskType: string;
  readyTime?: string;
  startTime?: string;
  endTime?: string;
  percent?: number;
  /** SuccessOrFail: '0' success, '1' fail. */
  result: string;
  message?: string;
  logTime?: string;
}

export interface TaskLogQuery extends PageParams {
  taskId: string;
}

export interface TaskTypeOption {
  value: string;
  label: string;
}

const toBody = bodyPicker<TaskBody>()(['taskId', 'taskType', 'taskTrigger', 'data', 'status', 'remark']);

export const taskKeys = createQueryKeys('monitor/task');

type Ids = readonly (string | number)[];

/** SysScheduledTaskController, 1.5.5 REST form. */
export const taskApi = {
  typeOptions: () => http.get<TaskTypeOption[]>('/monitor/task/typeOptions'),
  list: (query: TaskQuery) => http.page<ScheduledTaskVO>('/monitor/task', query),
  get: (taskId: string) => http.get<SysScheduledTask>(`/monitor/task/${taskId}`),
  add: (body: TaskBody) => http.post<void>('/monitor/task', toBody(body)),
  update: (body: TaskBody) => http.put<void>('/monitor/task', toBody(body)),
  remove: (taskIds: Ids) => http.delete<void>('/monitor/task', taskIds),
  enable: (taskId: string) => http.put<void>(`/monitor/task/enable/${taskId}`),
  disable: (taskId: string) => http.put<void>(`/monitor/task/disable/${taskId}`),
  exec: (taskId: string) => http.post<void>(`/monitor/task/exec/${taskId}`),
  logs: (query: TaskLogQuery) => http.page<SysScheduledTaskLog>('/monitor/task/logs', query),
  removeLogs: (logIds: Ids) => http.delete<void>('/monitor/task/logs', logIds),
};
