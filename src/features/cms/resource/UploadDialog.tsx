import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';

import { resourceApi, resourceKeys } from '@/api/cms/resource';
import { CheckedDragger, displaySize } from '@/components/cms/resource-picker';
import { feedback } from '@/lib/feedback';

import { resourceI18n } from './i18n';
import { useUploadRules } from './use-upload-rules';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Drag-and-drop of several files into the library (suffixes of the resource types, size limit),
 * each uploaded at once; closing reports how many arrived and refreshes the list.
 */
export function UploadDialog({ open, onClose }: Props) {
  const t = resourceI18n.useT();
  const queryClient = useQueryClient();
  const { accepts, maxBytes } = useUploadRules();
  const [uploaded, setUploaded] = useState(0);
  const close = () => {
    if (uploaded > 0) {
      feedback.success(t('uploadDone', { count: uploaded }));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    }
    setUploaded(0);
    onClose();
  };
  return (
    <Modal title={t('uploadTitle')} open={open} onCancel={close} onOk={close} destroyOnHidden width={600}>
      <CheckedDragger
        accepts={accepts}
        maxBytes={maxBytes}
        upload={(file, onProgress) => resourceApi.upload(file, { onProgress })}
        onUploaded={() => setUploaded((n) => n + 1)}
        t={t}
      >
        <p className="ant-upload-text">{t('dropHint')}</p>
        <p className="ant-upload-hint">
          {t('accepts', {
            list: accepts.join(', '),
            size: maxBytes > 0 ? displaySize(maxBytes) : t('noLimit'),
          })}
        </p>
      </CheckedDragger>
    </Modal>
  );
}
