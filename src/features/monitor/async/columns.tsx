import { Button, Progress } from 'antd';

import type { AsyncTaskVO } from '@/api/monitor/async';
import { AsyncTaskStatusTag } from '@/components/async-task';
import type { ListColumn } from '@/components/list';

import type { asyncI18n } from './i18n';

type T = ReturnType<typeof asyncI18n.useT>;

/** Columns of the task list; `onErrors` opens the detail dialog that lists a task's errors. */
export function asyncColumns(t: T, onErrors: (task: AsyncTaskVO) => void): ListColumn<AsyncTaskVO>[] {
  return [
    { key: 'type', dataIndex: 'type', title: t('type'), width: 140 },
    { key: 'taskId', dataIndex: 'taskId', title: t('taskId'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (_v, task) => <AsyncTaskStatusTag status={task.status} />,
    },
    {
      key: 'percent',
      dataIndex: 'percent',
      title: t('percent'),
      width: 160,
      render: (_v, task) => (
        <Progress
          size="small"
          percent={task.percent}
          status={task.status === 'FAILED' ? 'exception' : undefined}
          format={(p) => `${p ?? 0}%`}
        />
      ),
    },
    {
      key: 'errMessages',
      dataIndex: 'errMessages',
      title: t('errMessages'),
      width: 100,
      render: (_v, task) =>
        task.errMessages && task.errMessages.length > 0 ? (
          <Button type="link" size="small" danger onClick={() => onErrors(task)}>
            {`${t('view')} (${task.errMessages.length})`}
          </Button>
        ) : (
          t('none')
        ),
    },
    { key: 'readyTime', dataIndex: 'readyTime', title: t('readyTime'), width: 170 },
    { key: 'startTime', dataIndex: 'startTime', title: t('startTime'), width: 170 },
    { key: 'endTime', dataIndex: 'endTime', title: t('endTime'), width: 170 },
  ];
}
