import { Alert, Button, Space } from 'antd';

import { editorI18n } from './i18n';

/** "A local draft newer than the saved content exists": restore it into the form, or discard it. */
export function DraftAlert({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number | string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = editorI18n.useT();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('draft.title')}
      description={t('draft.description', { time: new Date(savedAt).toLocaleString() })}
      action={
        <Space orientation="vertical">
          <Button size="small" type="primary" onClick={onRestore}>
            {t('draft.restore')}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {t('draft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
