import { Button, Descriptions, Modal } from 'antd';

import type { AsyncTaskVO } from '@/api/monitor/async';
import { AsyncTaskStatusTag } from '@/components/async-task';

import { asyncI18n } from './i18n';

/** Read-only view of one task, errors included (the Vue screen's error alert and more). */
export function AsyncTaskDetailDialog({ task, onClose }: { task?: AsyncTaskVO; onClose: () => void }) {
  const t = asyncI18n.useT();
  const errors = task?.errMessages ?? [];
  return (
    <Modal
      open={!!task}
      title={t('detailTitle')}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      {task && (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('taskId')} span={2}>
            {task.taskId}
          </Descriptions.Item>
          <Descriptions.Item label={t('type')}>{task.type}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <AsyncTaskStatusTag status={task.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('percent')}>{`${task.percent}%`}</Descriptions.Item>
          <Descriptions.Item label={t('progressMessage')}>{task.progressMessage}</Descriptions.Item>
          <Descriptions.Item label={t('readyTime')}>{task.readyTime}</Descriptions.Item>
          <Descriptions.Item label={t('startTime')}>{task.startTime}</Descriptions.Item>
          <Descriptions.Item label={t('endTime')} span={2}>
            {task.endTime}
          </Descriptions.Item>
          <Descriptions.Item label={t('errMessages')} span={2}>
            {errors.length === 0 ? (
              t('none')
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
