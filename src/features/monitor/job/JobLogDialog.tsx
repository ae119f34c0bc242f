import { ClearOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';

import { jobApi, jobKeys, type JobLogQuery, type SysJobLog } from '@/api/monitor/job';
import { DateRangePicker } from '@/components/date';
import { DictSelect, DictTag } from '@/components/dict';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import { jobI18n } from './i18n';
import { useJobMutations } from './queries';
import { JOB_GROUPS } from './types';

type T = ReturnType<typeof jobI18n.useT>;

const groupLabel = (t: T, group: string) =>
  (JOB_GROUPS as readonly string[]).includes(group)
    ? t(`groups.${group as (typeof JOB_GROUPS)[number]}`)
    : group;

function logColumns(t: T): ListColumn<SysJobLog>[] {
  return [
    { key: 'jobLogId', dataIndex: 'jobLogId', title: t('jobLogId'), width: 90 },
    { key: 'jobName', dataIndex: 'jobName', title: t('jobName'), ellipsis: true },
    {
      key: 'jobGroup',
      dataIndex: 'jobGroup',
      title: t('jobGroup'),
      width: 90,
      render: (g: string) => groupLabel(t, g),
    },
    { key: 'invokeTarget', dataIndex: 'invokeTarget', title: t('invokeTarget'), ellipsis: true },
    { key: 'jobMessage', dataIndex: 'jobMessage', title: t('jobMessage'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('execStatus'),
      width: 90,
      render: (value: string) => <DictTag type="SuccessOrFail" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('execTime'), width: 170 },
  ];
}

function LogDetail({ log, onClose }: { log?: SysJobLog; onClose: () => void }) {
  const t = jobI18n.useT();
  return (
    <Modal
      open={!!log}
      title={t('detailTitle')}
      width={700}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {log && (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('jobLogId')}>{log.jobLogId}</Descriptions.Item>
          <Descriptions.Item label={t('execTime')}>{log.createTime}</Descriptions.Item>
          <Descriptions.Item label={t('jobName')}>{log.jobName}</Descriptions.Item>
          <Descriptions.Item label={t('jobGroup')}>{groupLabel(t, log.jobGroup)}</Descriptions.Item>
          <Descriptions.Item label={t('invokeTarget')} span={2}>
            {log.invokeTarget}
          </Descriptions.Item>
          <Descriptions.Item label={t('jobMessage')} span={2}>
            {log.jobMessage}
          </Descriptions.Item>
          <Descriptions.Item label={t('execStatus')} span={2}>
            <DictTag type="SuccessOrFail" value={log.status} />
          </Descriptions.Item>
          {log.status === '1' && (
            <Descriptions.Item label={t('exceptionInfo')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                {log.exceptionInfo}
              </Typography.Paragraph>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}

/** All job logs, or those of one job (its name and group prefill the search). */
function JobLogList({ filters }: { filters: Partial<Pick<JobLogQuery, 'jobName' | 'jobGroup'>> }) {
  const t = jobI18n.useT();
  const [detail, setDetail] = useState<SysJobLog>();
  const list = useListQuery({
    queryKey: (params: JobLogQuery) => jobKeys.extra('logs', params),
    queryFn: jobApi.logs,
    filters: { jobName: 'text', jobGroup: 'text', status: 'text', dateRange: 'dateRange' },
    defaultFilters: filters,
    syncUrl: false,
    scrollToTop: false,
  });
  const m = useJobMutations();
  const std = useStandardActions<SysJobLog>();
  const clean: ListAction<SysJobLog> = {
    key: 'clean',
    label: t('clean'),
    icon: <ClearOutlined />,
    danger: true,
    access: { perm: 'monitor:job:remove' },
    confirm: t('cleanConfirm'),
    run: () => m.cleanLogs.mutateAsync(undefined),
  };
  return (
    <ListPage
      data-testid="job-logs"
      list={list}
      rowKey="jobLogId"
      columns={logColumns(t)}
      search={
        <>
          <Form.Item name="jobName" label={t('jobName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="jobGroup" label={t('jobGroup')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={JOB_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('execStatus')}>
            <DictSelect type="SuccessOrFail" aria-label={t('execStatus')} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="dateRange" label={t('execTime')}>
            <DateRangePicker />
          </Form.Item>
        </>
      }
      actions={[
        std.remove({
          access: { perm: 'monitor:job:remove' },
          ids: (rows) => rows.map((r) => r.jobLogId),
          remove: m.removeLogs.mutateAsync,
          confirm: (ids) => t('logDeleteConfirm', { ids }),
        }),
        clean,
      ]}
      rowActions={[
        { key: 'detail', label: t('detail'), icon: <EyeOutlined />, run: ([row]) => setDetail(row) },
      ]}
      table={{ size: 'small', scroll: { x: 1100, y: 420 } }}
    >
      <LogDetail log={detail} onClose={() => setDetail(undefined)} />
    </ListPage>
  );
}

export interface JobLogFilter {
  jobName?: string;
  jobGroup?: string;
}

/** The "Job Logs" dialog: a fresh list per opening. */
export function JobLogDialog({ filter, onClose }: { filter?: JobLogFilter; onClose: () => void }) {
  const t = jobI18n.useT();
  return (
    <Modal
      open={!!filter}
      title={t('logTitle')}
      width={1100}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      {filter && <JobLogList filters={filter} />}
    </Modal>
  );
}
