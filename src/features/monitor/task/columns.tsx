import type { ScheduledTaskVO, SysScheduledTask } from '@/api/monitor/task';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { taskI18n } from './i18n';

type T = ReturnType<typeof taskI18n.useT>;

/**
 * Columns of the task list. Trigger facts come from `details` (the detail call per shown row): the
 * list VO has none of them, and a cell stays empty until its detail arrives.
 */
export function taskColumns(t: T, details: Map<string, SysScheduledTask>): ListColumn<ScheduledTaskVO>[] {
  const periodic = (row: ScheduledTaskVO) => {
    const task = details.get(row.taskId);
    return task?.taskTrigger === 'Periodic' ? task.data : undefined;
  };
  return [
    { key: 'taskId', dataIndex: 'taskId', title: t('taskId'), width: 90 },
    { key: 'taskTypeName', dataIndex: 'taskTypeName', title: t('taskTypeName'), ellipsis: true },
    { key: 'taskType', dataIndex: 'taskType', title: t('taskType'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 90,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    {
      key: 'taskTrigger',
      title: t('taskTrigger'),
      width: 150,
      render: (_v, row) => {
        const task = details.get(row.taskId);
        if (!task) return null;
        if (task.taskTrigger === 'Cron') return <code>{task.data?.cron}</code>;
        return t(`triggers.${task.taskTrigger}`);
      },
    },
    {
      key: 'fixedRate',
      title: t('fixedRate'),
      width: 90,
      render: (_v, row) => <DictTag type="YesOrNo" value={periodic(row)?.fixedRate} />,
    },
    { key: 'seconds', title: t('seconds'), width: 110, render: (_v, row) => periodic(row)?.seconds },
    {
      key: 'delaySeconds',
      title: t('delaySeconds'),
      width: 110,
      render: (_v, row) => periodic(row)?.delaySeconds,
    },
    { key: 'readyTime', dataIndex: 'readyTime', title: t('readyTime'), width: 170 },
    { key: 'startTime', dataIndex: 'startTime', title: t('startTime'), width: 170 },
    { key: 'endTime', dataIndex: 'endTime', title: t('endTime'), width: 170 },
  ];
}
