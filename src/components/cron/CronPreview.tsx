import { Alert, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

import { cronI18n } from './i18n';
import { nextRuns, type NextRuns } from './next-runs';

/**
 * The next 5 run times of a Quartz expression, recomputed as it changes; an expression
 * that cannot run says why. cron-parser loads on the first computation (next-runs.ts).
 */
export function CronPreview({ expression }: { expression: string }) {
  const t = cronI18n.useT();
  const [result, setResult] = useState<NextRuns>();
  useEffect(() => {
    let current = true;
    setResult(undefined);
    void nextRuns(expression, 5).then((r) => {
      if (current) setResult(r);
    });
    return () => {
      current = false;
    };
  }, [expression]);

  if (!result) return <Typography.Text type="secondary">{t('computing')}</Typography.Text>;
  if (!result.ok) {
    const { problem } = result;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="cron-problem"
        title={t(`problem.${problem.code}`, { ...problem })}
      />
    );
  }
  return (
    <List
      size="small"
      bordered
      data-testid="cron-preview"
      header={t('preview')}
      dataSource={result.runs}
      footer={result.runs.length < 5 ? t('noMore') : undefined}
      renderItem={(run, i) => (
        <List.Item>
          {i + 1}. {dayjs(run).format('YYYY-MM-DD HH:mm:ss')}
        </List.Item>
      )}
    />
  );
}
