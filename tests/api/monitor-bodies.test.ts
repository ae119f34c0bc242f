import { jobApi } from '@/api/monitor/job';
import { taskApi } from '@/api/monitor/task';
import { userApi } from '@/api/system/user';

import { mockDb } from '../msw-server';
import { expectContractBody, held, type SaveCase } from './body-capture';
import { CONTRACT } from './contract-fields';

const READ_ONLY = { enable: true, accountNonLocked: true, nextValidTime: '2030-01-01 00:00:00' };

async function firstTask() {
  const [row] = (await taskApi.list({ pageNum: 1, pageSize: 10 })).rows;
  if (!row) throw new Error('no seeded scheduled task');
  return taskApi.get(row.taskId);
}

async function firstJob() {
  const [row] = (await jobApi.list({ pageNum: 1, pageSize: 10 })).rows;
  if (!row) throw new Error('no seeded job');
  return jobApi.get(row.jobId);
}

const cases: SaveCase[] = [
  {
    name: 'scheduled task add',
    contract: CONTRACT.ScheduledTaskDTO,
    method: 'POST',
    path: '/monitor/task',
    // Each handler type runs once: free the first task's type, then add it again from the loaded task.
    save: async () => {
      const { taskId, ...copy } = await firstTask();
      await taskApi.disable(taskId);
      await taskApi.remove([taskId]);
      return taskApi.add(held({ ...copy, data: copy.data ?? {} }, READ_ONLY));
    },
  },
  {
    name: 'scheduled task edit (the loaded task carries triggerArgs and createTime)',
    contract: CONTRACT.ScheduledTaskDTO,
    method: 'PUT',
    path: '/monitor/task',
    // Only a disabled task may change.
    save: async () => {
      const task = await firstTask();
      await taskApi.disable(task.taskId);
      return taskApi.update(held({ ...task, status: '1', data: task.data ?? {} }, READ_ONLY));
    },
  },
  {
    name: 'job add',
    contract: CONTRACT.SysJob,
    method: 'POST',
    path: '/monitor/job',
    save: async () => {
      const { jobId: _id, ...copy } = await firstJob();
      return jobApi.add(held({ ...copy, jobName: 'body check' }, READ_ONLY));
    },
  },
  {
    name: 'job edit',
    contract: CONTRACT.SysJob,
    method: 'PUT',
    path: '/monitor/job',
    save: async () => jobApi.update(held(await firstJob(), READ_ONLY)),
  },
  {
    name: 'login log unlock (saves the locked user back with status 0)',
    contract: CONTRACT.SysUser,
    method: 'PUT',
    path: '/system/user',
    save: async () => {
      const locked = mockDb().tables.users.find((u) => u.userName === 'test');
      if (!locked) throw new Error('no seeded user test');
      locked.status = '2';
      const { user } = await userApi.get(locked.userId);
      return userApi.update(held(user, { ...READ_ONLY, status: '0', type: 'normal' }));
    },
  },
];

describe('Monitor request bodies', () => {
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
