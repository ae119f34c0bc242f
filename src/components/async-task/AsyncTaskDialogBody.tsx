import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { asyncTaskApi, asyncTaskKeys } from '@/api/monitor/async';
import { useAuth } from '@/components/auth';
import { feedback } from '@/lib/feedback';

import type { AsyncTaskDialogProps } from './AsyncTaskDialog';
import { AsyncTaskStatusTag } from './AsyncTaskStatusTag';
import { isTaskActive } from './types';

// The stop endpoint needs the admin key; others watch without a Stop button rather than get a 403.
const stopAccess = { perm: 'monitor:async:view' };

/**
 * The progress dialog's content (see `AsyncTaskDialog`, which loads this module): polls `GET /async/task/{taskId}`, shows percent and message, offers Stop while the task is READY or
 * RUNNING. SUCCESS/INTERRUPTED: success toast with the task's message, auto-close unless it
 * reported errors. FAILED: red bar and the errors; the user closes it.
 */
export function AsyncTaskDialogBody({
  taskId,
  title,
  interval = 1000,
  successMessage,
  onDone,
  onClose,
}: AsyncTaskDialogProps) {
  const { t } = useTranslation('kit');
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const heading = title ?? t('asyncTask.title');

  const query = useQuery({
    queryKey: asyncTaskKeys.detail(taskId ?? ''),
    queryFn: () => asyncTaskApi.get(taskId ?? ''),
    enabled: taskId !== undefined,
    // Always the live state: no cache between openings, and polling only while the task can change.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.error || (q.state.data && !isTaskActive(q.state.data.status)) ? false : interval,
    refetchIntervalInBackground: true,
  });
  const task = query.data?.taskId === taskId ? query.data : undefined;

  const stop = useMutation({
    mutationFn: (id: string) => asyncTaskApi.stop([id]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asyncTaskKeys.all }),
  });

  // One report per opening: the effect re-runs on every poll and on parent re-renders.
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (taskId === undefined) reported.current = undefined;
  }, [taskId]);
  useEffect(() => {
    if (!task || isTaskActive(task.status) || reported.current === task.taskId) return;
    reported.current = task.taskId;
    const errors = task.errMessages ?? [];
    if (task.status === 'SUCCESS' && successMessage) feedback.success(successMessage);
    else if (task.status !== 'FAILED')
      feedback.success(task.progressMessage || t('asyncTask.completed', { title: heading }));
    onDone?.(task);
    if (task.status !== 'FAILED' && errors.length === 0) onClose();
  }, [task, heading, successMessage, onDone, onClose, t]);

  // The task cannot be read (unknown id, server gone): polling stopped, say why instead of waiting.
  const lost = task === undefined && query.error ? query.error.message : undefined;
  const failed = task?.status === 'FAILED' || lost !== undefined;
  const active = lost === undefined && (task === undefined || isTaskActive(task.status));
  const errors = lost !== undefined ? [lost] : (task?.errMessages ?? []);
  const message = task?.progressMessage || (active ? t('asyncTask.waiting') : '');

  return (
    <Modal
      open={taskId !== undefined}
      title={heading}
      width={480}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space>
          {taskId !== undefined && active && can(stopAccess) && (
            <Button
              danger
              icon={<StopOutlined />}
              loading={stop.isPending}
              disabled={task === undefined}
              onClick={() => stop.mutate(taskId)}
            >
              {t('asyncTask.stop')}
            </Button>
          )}
          <Button onClick={onClose}>{t('asyncTask.close')}</Button>
        </Space>
      }
    >
      <div className="kit-async-task" data-testid="async-task-dialog">
        <Progress
          percent={failed ? 100 : (task?.percent ?? 0)}
          status={failed ? 'exception' : active ? 'active' : 'success'}
        />
        <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 8 }}>
          <Typography.Text className="kit-async-task-message">
            {stop.isPending ? t('asyncTask.stopping') : message}
          </Typography.Text>
          {task && <AsyncTaskStatusTag status={task.status} />}
        </Flex>
        {(failed || errors.length > 0) && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={failed ? t('asyncTask.failed') : t('asyncTask.errors')}
            description={
              errors.length > 0 && (
                <ul className="kit-async-task-errors" style={{ margin: 0, paddingInlineStart: 18 }}>
                  {errors.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              )
            }
          />
        )}
      </div>
    </Modal>
  );
}
