import { Button, Descriptions, Modal, Typography } from 'antd';

import type { SysOperLog } from '@/api/monitor/operlog';
import { localizeLocation } from '@/lib/utils';

import { businessTypeLabel, ResponseCode } from './columns';
import { operlogI18n } from './i18n';

const code = (text?: string) => (
  <Typography.Paragraph
    copyable={!!text}
    style={{ marginBottom: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
  >
    {text}
  </Typography.Paragraph>
);

/** Read-only details of one operation (V1.5.5 "Details" dialog). */
export function OperlogDetailDialog({ log, onClose }: { log?: SysOperLog; onClose: () => void }) {
  const t = operlogI18n.useT();
  return (
    <Modal
      open={!!log}
      title={t('detailTitle')}
      width={800}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      {log && (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('title')}>{log.title}</Descriptions.Item>
          <Descriptions.Item label={t('businessType')}>
            {businessTypeLabel(t, log.businessType)}
          </Descriptions.Item>
          <Descriptions.Item label={t('operator')} span={2}>
            {`${log.operName} / ${log.operIp} / ${localizeLocation(log.operLocation)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('operUrl')}>{log.operUrl}</Descriptions.Item>
          <Descriptions.Item label={t('requestMethod')}>{log.requestMethod}</Descriptions.Item>
          <Descriptions.Item label={t('method')} span={2}>
            {log.method}
          </Descriptions.Item>
          <Descriptions.Item label={t('requestArgs')} span={2}>
            {code(log.requestArgs)}
          </Descriptions.Item>
          <Descriptions.Item label={t('userAgent')} span={2}>
            {log.userAgent}
          </Descriptions.Item>
          <Descriptions.Item label={t('responseResult')} span={2}>
            {code(log.responseResult)}
          </Descriptions.Item>
          <Descriptions.Item label={t('responseCode')}>
            <ResponseCode code={log.responseCode} />
          </Descriptions.Item>
          <Descriptions.Item label={t('cost')}>{t('ms', { cost: log.cost })}</Descriptions.Item>
          <Descriptions.Item label={t('operTime')} span={2}>
            {log.operTime}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
