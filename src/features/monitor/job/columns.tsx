import { Switch } from 'antd';

import type { SysJob } from '@/api/monitor/job';
import type { ListColumn } from '@/components/list';

import type { jobI18n } from './i18n';
import { JOB_GROUPS } from './types';

type T = ReturnType<typeof jobI18n.useT>;

/** Columns of the job list; the status switch asks before pausing or resuming (RuoYi). */
export function jobColumns(t: T, toggle: (job: SysJob) => void, canToggle: boolean): ListColumn<SysJob>[] {
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
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 90,
      render: (_v, job) => (
        <Switch
          size="small"
          aria-label={`${t('status')} ${job.jobName}`}
          checked={job.status === '0'}
          disabled={!canToggle}
          onClick={(_checked, event) => {
            event.stopPropagation();
            toggle(job);
          }}
        />
      ),
    },
  ];
}
