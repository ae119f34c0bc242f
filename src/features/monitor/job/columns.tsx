import type { SysJob } from '@/api/monitor/job';
import type { ListColumn } from '@/components/list';

import type { jobI18n } from './i18n';
import { JOB_GROUPS } from './types';

type T = ReturnType<typeof jobI18n.useT>;

/** Columns of the job list; `status` is the kit's status column (useStatusColumn), built by the page. */
export function jobColumns(t: T, status: ListColumn<SysJob>): ListColumn<SysJob>[] {
  return [
    { key: 'jobId', dataIndex: 'jobId', title: t('jobId'), width: 90 },
    { key: 'jobName', dataIndex: 'jobName', title: t('jobName'), ellipsis: true },
    {
      key: 'jobGroup',
      dataIndex: 'jobGroup',
      title: t('jobGroup'),
      width: 100,
      render: (g: string) =>
        (JOB_GROUPS as readonly string[]).includes(g) ? t(`groups.${g as (typeof JOB_GROUPS)[number]}`) : g,
    },
    { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('invokeTarget'), ellipsis: true },
    {
      key: 'cronExpression',
      dataIndex: 'cronExpression',
      title: t('cronExpression'),
      width: 170,
      render: (cron: string) => <code>{cron}</code>,
    },
    status,
  ];
}
