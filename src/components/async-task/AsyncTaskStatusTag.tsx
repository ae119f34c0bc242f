import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import type { AsyncTaskStatus } from './types';

// The Vue console's colours: interrupted = warning, failed = danger, success = success.
const COLORS: Record<AsyncTaskStatus, string> = {
  READY: 'default',
  RUNNING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
  INTERRUPTED: 'warning',
};

/** A task status as a coloured tag with its translated name. */
export function AsyncTaskStatusTag({ status }: { status: AsyncTaskStatus }) {
  const { t } = useTranslation('kit');
  return <Tag color={COLORS[status] ?? 'default'}>{t(`asyncTask.status.${status}`)}</Tag>;
}
