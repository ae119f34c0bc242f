import { Checkbox, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';

import type { PublishCatalogBody } from '@/api/cms/catalog';
import { useDict } from '@/components/dict';

import { catalogI18n } from './i18n';

export interface PublishDialogProps {
  /** The catalog to publish; the dialog is open while set. */
  catalogId?: string;
  onOk: (body: PublishCatalogBody) => Promise<void>;
  onCancel: () => void;
}

/** "Publish catalog": what to publish (catalog pages only, or contents of one status) and whether children too. */
export function PublishDialog({ catalogId, onOk, onCancel }: PublishDialogProps) {
  const t = catalogI18n.useT();
  const status = useDict('CMSContentStatus');
  const [publishStatus, setPublishStatus] = useState('-1');
  const [publishChild, setPublishChild] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!catalogId) return;
    setPublishStatus('-1');
    setPublishChild(false);
  }, [catalogId]);

  async function submit() {
    if (!catalogId) return;
    setBusy(true);
    try {
      await onOk({ catalogId, publishChild, publishDetail: publishStatus !== '-1', publishStatus });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={catalogId !== undefined}
      title={t('publish.title')}
      width={460}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('publish.confirm')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('publish.status')}>
          <Select
            aria-label={t('publish.status')}
            value={publishStatus}
            onChange={setPublishStatus}
            options={[
              { value: '-1', label: t('publish.catalogOnly') },
              ...status.options.map((o) => ({
                value: o.value,
                label: t('publish.statusContent', { status: o.label }),
              })),
            ]}
          />
        </Form.Item>
        <Checkbox checked={publishChild} onChange={(e) => setPublishChild(e.target.checked)}>
          {t('publish.includeChildren')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
