import { EyeOutlined, LineChartOutlined, StopOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';

import { asyncTaskApi, asyncTaskKeys, type AsyncTaskVO } from '@/api/monitor/async';
import { AsyncTaskDialog, isTaskActive, useAsyncTaskDialog } from '@/components/async-task';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';

import { AsyncTaskDetailDialog } from './AsyncTaskDetailDialog';
import { asyncColumns } from './columns';
import { asyncI18n } from './i18n';
import { useAsyncTaskMutations } from './queries';

// Every call of AsyncController is guarded by this one key.
const access = { perm: 'monitor:async:view' };

/** Async tasks (`monitor/async/index`, menu 2041): the backend's in-memory task manager. */
export default function AsyncPage() {
  const t = asyncI18n.useT();
  const list = useListQuery({
    queryKey: asyncTaskKeys.list,
    queryFn: asyncTaskApi.list,
    filters: { type: 'text', id: 'text' },
    paged: false,
  });
  const { stop, remove } = useAsyncTaskMutations();
  const [detail, setDetail] = useState<AsyncTaskVO | undefined>();
  const progress = useAsyncTaskDialog({ onDone: () => void list.refresh() });
  const std = useStandardActions<AsyncTaskVO>();

  const stopTask: ListAction<AsyncTaskVO> = {
    key: 'stop',
    label: t('stop'),
    icon: <StopOutlined />,
    danger: true,
    access,
    hidden: (task) => !isTaskActive(task.status),
    run: ([task]) => task && stop.mutateAsync([task.taskId]),
  };
  const watch: ListAction<AsyncTaskVO> = {
    key: 'progress',
    label: t('progress'),
    icon: <LineChartOutlined />,
    // A finished task has nothing to follow; its detail says how it ended.
    hidden: (task) => !isTaskActive(task.status),
    run: ([task]) => task && progress.follow(task.taskId),
  };
  const showDetail: ListAction<AsyncTaskVO> = {
    key: 'detail',
    label: t('detail'),
    icon: <EyeOutlined />,
    run: ([task]) => setDetail(task),
  };
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.taskId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });

  return (
    <ListPage
      data-testid="async-page"
      list={list}
      rowKey="taskId"
      columns={asyncColumns(t, setDetail)}
      search={
        <>
          <Form.Item name="type" label={t('type')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="id" label={t('taskId')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[del]}
      rowActions={[watch, stopTask, showDetail, { ...del, hidden: (task) => isTaskActive(task.status) }]}
    >
      <AsyncTaskDetailDialog task={detail} onClose={() => setDetail(undefined)} />
      <AsyncTaskDialog {...progress.props} />
    </ListPage>
  );
}
