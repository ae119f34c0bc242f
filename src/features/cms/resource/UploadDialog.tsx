import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Upload } from 'antd';
import { useState } from 'react';

import { resourceApi, resourceKeys } from '@/api/cms/resource';
import { checkPick, displaySize } from '@/components/cms/resource-picker';
import { feedback } from '@/lib/feedback';

import { resourceI18n } from './i18n';
import { useUploadRules } from './use-upload-rules';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Drag-and-drop of several files into the library: each file is checked (suffix of a resource
 * type, size limit) and refused with its reason, or uploaded at once with its own progress bar.
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
      <Upload.Dragger
        multiple
        // No `accept`: rc-upload would drop other files silently, and each refusal must say why.
        beforeUpload={(file) => {
          const problem = checkPick(file, { accepts, maxBytes, limit: Infinity, count: 0 });
          if (!problem) return true;
          feedback.error(
            problem.kind === 'type'
              ? t('refusedType', { name: file.name })
              : t('refusedSize', { name: file.name, size: displaySize(maxBytes) }),
          );
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          const picked = file as File;
          resourceApi
            .upload(picked, { onProgress: (percent) => onProgress?.({ percent }) })
            .then((resource) => {
              setUploaded((n) => n + 1);
              onSuccess?.(resource);
            })
            .catch((error: unknown) => {
              const reason = error instanceof Error ? error.message : String(error);
              feedback.error(t('uploadFailed', { name: picked.name, reason }));
              onError?.(error instanceof Error ? error : new Error(reason));
            });
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('dropHint')}</p>
        <p className="ant-upload-hint">
          {t('accepts', {
            list: accepts.join(', '),
            size: maxBytes > 0 ? displaySize(maxBytes) : t('noLimit'),
          })}
        </p>
      </Upload.Dragger>
    </Modal>
  );
}
