import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';

import { type SysScheduledTaskLog, taskApi, taskKeys, type TaskLogQuery } from '@/api/monitor/task';
import { DictTag } from '@/components/dict';
import { ListPage, useListQuery, useStandardActions, type ListColumn } from '@/components/list';

import { taskI18n } from './i18n';
import { useTaskMutations } from './queries';

type T = ReturnType<typeof taskI18n.useT>;

function logColumns(t: T, showError: (log: SysScheduledTaskLog) => void): ListColumn<SysScheduledTaskLog>[] {
  return [
    { key: 'taskType', dataIndex: 'taskType', title: t('taskType'), ellipsis: true },
    { key: 'startTime', dataIndex: 'startTime', title: t('startTime'), width: 170 },
    { key: 'endTime', dataIndex: 'endTime', title: t('endTime'), width: 170 },
    {
      key: 'result',
      dataIndex: 'result',
      title: t('result'),
      width: 100,
      render: (value: string) => <DictTag type="SuccessOrFail" value={value} />,
    },
    {
      key: 'message',
      title: t('error'),
      width: 90,
      // Only failed runs carry a message worth opening (V1.5.5 shows the link for result '1').
      render: (_v, log) =>
        log.result === '1' ? (
          <Button type="link" size="small" onClick={() => showError(log)}>
            {t('viewError')}
          </Button>
        ) : null,
    },
  ];
}

/** The execution logs of one task; the list lives in memory (a dialog must not write the page URL). */
function TaskLogList({ taskId }: { taskId: string }) {
  const t = taskI18n.useT();
  const [error, setError] = useState<SysScheduledTaskLog>();
  const list = useListQuery({
    queryKey: (params: TaskLogQuery) => taskKeys.extra('logs', params),
    queryFn: (params: TaskLogQuery) => taskApi.logs({ ...params, taskId }),
    syncUrl: false,
    scrollToTop: false,
  });
  const { removeLogs } = useTaskMutations();
  const std = useStandardActions<SysScheduledTaskLog>();
  return (
    <ListPage
      data-testid="task-logs"
      list={list}
      rowKey="logId"
      columns={logColumns(t, setError)}
      actions={[
        std.remove({
          ids: (rows) => rows.map((r) => r.logId),
          remove: removeLogs.mutateAsync,
          confirm: (ids) => t('logDeleteConfirm', { count: ids.split(',').length }),
        }),
      ]}
      table={{ size: 'small', scroll: { y: 420 } }}
    >
      <Modal
        open={!!error}
        title={t('errorTitle')}
        onCancel={() => setError(undefined)}
        footer={<Button onClick={() => setError(undefined)}>{t('close')}</Button>}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {error?.message}
        </Typography.Paragraph>
      </Modal>
    </ListPage>
  );
}

/** "Scheduled Task Logs" dialog; closing it forgets the task (a fresh list per opening). */
export function TaskLogsDialog({ taskId, onClose }: { taskId?: string; onClose: () => void }) {
  const t = taskI18n.useT();
  return (
    <Modal
      open={!!taskId}
      title={t('logsTitle')}
      width={900}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      {taskId && <TaskLogList key={taskId} taskId={taskId} />}
    </Modal>
  );
}
