import { http } from '@/lib/http';

import type {
  ScheduledTaskVO,
  SysScheduledTask,
  SysScheduledTaskLog,
  TaskForm,
  TaskLogQuery,
  TaskQuery,
  TaskTypeOption,
} from './types';

type Ids = readonly (string | number)[];

/** Typed calls of SysScheduledTaskController, 1.5.5 REST form (endpoints.tsv). */
export const taskApi = {
  typeOptions: () => http.get<TaskTypeOption[]>('/monitor/task/typeOptions'),
  list: (query: TaskQuery) => http.page<ScheduledTaskVO>('/monitor/task', query),
  get: (taskId: string) => http.get<SysScheduledTask>(`/monitor/task/${taskId}`),
  add: (body: TaskForm) => http.post<void>('/monitor/task', body),
  update: (body: TaskForm) => http.put<void>('/monitor/task', body),
  remove: (taskIds: Ids) => http.delete<void>('/monitor/task', taskIds),
  enable: (taskId: string) => http.put<void>(`/monitor/task/enable/${taskId}`),
  disable: (taskId: string) => http.put<void>(`/monitor/task/disable/${taskId}`),
  exec: (taskId: string) => http.post<void>(`/monitor/task/exec/${taskId}`),
  logs: (query: TaskLogQuery) => http.page<SysScheduledTaskLog>('/monitor/task/logs', query),
  removeLogs: (logIds: Ids) => http.delete<void>('/monitor/task/logs', logIds),
};
