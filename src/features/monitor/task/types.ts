import type { PageParams } from '@/lib/http';

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
export interface TaskForm {
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
