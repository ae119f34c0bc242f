import {
  CaretRightOutlined,
  CheckOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { type ScheduledTaskVO, taskApi, type TaskBody, taskKeys } from '@/api/monitor/task';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';

import { taskColumns } from './columns';
import { taskI18n } from './i18n';
import { useTaskDetails, useTaskMutations } from './queries';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskLogsDialog } from './TaskLogsDialog';

const isEnabled = (row: ScheduledTaskVO) => row.status === '0';

/** Scheduled tasks (`monitor/task/index`, menu 2081). The backend asks only for a login. */
export default function TaskPage() {
  const t = taskI18n.useT();
  const navigate = useNavigate();
  const [logsOf, setLogsOf] = useState<string>();
  const list = useListQuery({ queryKey: taskKeys.list, queryFn: taskApi.list, filters: { status: 'text' } });
  const details = useTaskDetails(list.rows.map((r) => r.taskId));
  const m = useTaskMutations();
  const dialog = useFormDialog<TaskBody, ScheduledTaskVO>({
    defaults: () => ({ status: '1', taskTrigger: 'Cron', data: { fixedRate: 'N' } }),
    load: async (row) => {
      const task = await taskApi.get(row.taskId);
      return { ...task, data: { ...task.data } };
    },
    submit: (values) => m.save.mutateAsync(values),
  });
  const std = useStandardActions<ScheduledTaskVO>();
  const edit = std.edit({ run: dialog.openEdit });
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.taskId),
    remove: m.remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  // V1.5.5 offers changes only on disabled tasks: an enabled one can be disabled or inspected.
  const rowActions: ListAction<ScheduledTaskVO>[] = [
    {
      key: 'enable',
      label: t('enable'),
      icon: <CheckOutlined />,
      hidden: isEnabled,
      run: ([row]) => row && m.enable.mutateAsync(row.taskId),
    },
    {
      key: 'disable',
      label: t('disable'),
      icon: <StopOutlined />,
      hidden: (row) => !isEnabled(row),
      run: ([row]) => row && m.disable.mutateAsync(row.taskId),
    },
    {
      key: 'exec',
      label: t('execOnce'),
      icon: <CaretRightOutlined />,
      hidden: isEnabled,
      confirm: ([row]) => t('execConfirm', { name: row?.taskTypeName ?? row?.taskType }),
      run: ([row]) => row && m.exec.mutateAsync(row.taskId),
    },
    { key: 'logs', label: t('logs'), icon: <FileTextOutlined />, run: ([row]) => setLogsOf(row?.taskId) },
    { ...edit, hidden: isEnabled },
    { ...del, hidden: isEnabled },
  ];
  return (
    <ListPage
      data-testid="task-page"
      list={list}
      rowKey="taskId"
      columns={taskColumns(t, details)}
      search={
        <Form.Item name="status" label={t('status')}>
          <DictSelect type="EnableOrDisable" aria-label={t('status')} />
        </Form.Item>
      }
      actions={[std.add({ run: () => dialog.openAdd() }), edit, del]}
      rowActions={rowActions}
      // The legacy Quartz jobs (no menu row in 1.5.5) open from here, at /monitor/task/job.
      toolbarExtra={
        <Button icon={<FieldTimeOutlined />} onClick={() => navigate('/monitor/task/job')}>
          {t('jobs')}
        </Button>
      }
      table={{ scroll: { x: 1500 } }}
    >
      <TaskFormDialog controller={dialog} />
      <TaskLogsDialog taskId={logsOf} onClose={() => setLogsOf(undefined)} />
    </ListPage>
  );
}
