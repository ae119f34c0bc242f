import { CaretRightOutlined, FileTextOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { jobApi, type JobBody, jobKeys, type SysJob } from '@/api/monitor/job';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  useStatusColumn,
  type ListAction,
} from '@/components/list';

import { jobColumns } from './columns';
import { jobI18n } from './i18n';
import { JobFormDialog } from './JobFormDialog';
import { JobLogDialog, type JobLogFilter } from './JobLogDialog';
import { useJobMutations } from './queries';
import { JOB_GROUPS } from './types';

/**
 * Scheduled jobs with logs (V1.5.5 `monitor/job/index`, the legacy Quartz screen). No menu row points to
 * it in 1.5.5, so the console opens it from the scheduled-task page (`/monitor/task/job`); a menu row
 * with component `monitor/job/index` works too.
 */
export default function JobPage() {
  const t = jobI18n.useT();
  const navigate = useNavigate();
  const [logs, setLogs] = useState<JobLogFilter>();
  const list = useListQuery({
    queryKey: jobKeys.list,
    queryFn: jobApi.list,
    filters: { jobName: 'text', jobGroup: 'text', status: 'text' },
  });
  const m = useJobMutations();
  const dialog = useFormDialog<JobBody, SysJob>({
    defaults: () => ({ jobGroup: 'DEFAULT', misfirePolicy: '1', concurrent: '1', status: '1' }),
    load: (row) => jobApi.get(row.jobId),
    submit: (values) => m.save.mutateAsync(values),
  });
  // Asks before pausing or resuming, as RuoYi does.
  const status = useStatusColumn<SysJob>({
    title: t('status'),
    width: 90,
    rowKey: (job) => job.jobId,
    isOn: (job) => job.status === '0',
    change: (job, on) => m.changeStatus.mutateAsync({ jobId: job.jobId, status: on ? '0' : '1' }),
    access: { perm: 'monitor:job:changeStatus' },
    confirm: (job, on) => t('statusConfirm', { action: t(on ? 'enable' : 'disable'), name: job.jobName }),
    label: (job) => `${t('status')} ${job.jobName}`,
  });
  const std = useStandardActions<SysJob>();
  const edit = std.edit({ access: { perm: 'monitor:job:edit' }, run: dialog.openEdit });
  const del = std.remove({
    access: { perm: 'monitor:job:remove' },
    ids: (rows) => rows.map((r) => r.jobId),
    remove: m.remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const run: ListAction<SysJob> = {
    key: 'run',
    label: t('runOnce'),
    icon: <CaretRightOutlined />,
    access: { perm: 'monitor:job:changeStatus' },
    confirm: ([row]) => t('runConfirm', { name: row?.jobName }),
    run: ([row]) => row && m.run.mutateAsync(row),
  };
  const rowLogs: ListAction<SysJob> = {
    key: 'logs',
    label: t('logs'),
    icon: <FileTextOutlined />,
    access: { perm: 'monitor:job:query' },
    run: ([row]) => row && setLogs({ jobName: row.jobName, jobGroup: row.jobGroup }),
  };
  return (
    <ListPage
      data-testid="job-page"
      list={list}
      rowKey="jobId"
      columns={jobColumns(t, status)}
      search={
        <>
          <Form.Item name="jobName" label={t('jobName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="jobGroup" label={t('jobGroup')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={JOB_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access: { perm: 'monitor:job:add' }, run: () => dialog.openAdd() }),
        edit,
        del,
        {
          key: 'logs',
          label: t('logs'),
          icon: <FileTextOutlined />,
          access: { perm: 'monitor:job:query' },
          run: () => setLogs({}),
        },
        { key: 'tasks', label: t('tasks'), icon: <ScheduleOutlined />, run: () => navigate('/monitor/task') },
      ]}
      rowActions={[edit, del, run, rowLogs]}
      table={{ scroll: { x: 1300 } }}
    >
      <JobFormDialog controller={dialog} />
      <JobLogDialog filter={logs} onClose={() => setLogs(undefined)} />
    </ListPage>
  );
}
