import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';

import { fileApi, fileKeys } from '@/api/cms/file';
import { CheckedDragger, displaySize } from '@/components/cms/resource-picker';
import { feedback } from '@/lib/feedback';

import { fileI18n } from './i18n';
import { useFileUploadRules } from './queries';

interface Props {
  open: boolean;
  /** The directory the files go to, as the listing names it ("demo_pc/css/"). */
  dir: string;
  onClose: () => void;
}

/**
 * Drag-and-drop upload into the open directory, checked against config `AllowUploadFileType` and
 * the size limit; each stored file is confirmed and the listing refreshed behind the dialog.
 */
export function UploadFileDialog({ open, dir, onClose }: Props) {
  const t = fileI18n.useT();
  const queryClient = useQueryClient();
  const { accepts, maxBytes } = useFileUploadRules();
  return (
    <Modal title={t('uploadTitle')} open={open} onCancel={onClose} onOk={onClose} destroyOnHidden width={560}>
      <CheckedDragger
        accepts={accepts}
        maxBytes={maxBytes}
        upload={(file, onProgress) => fileApi.upload(file, dir, { onProgress, silent: true })}
        onUploaded={() => {
          feedback.success(t('saveSuccess'));
          void queryClient.invalidateQueries({ queryKey: fileKeys.all });
        }}
        t={t}
      >
        <p className="ant-upload-text">{t('dropHint')}</p>
        <p className="ant-upload-hint">
          {t('uploadTip', {
            accept: accepts.length > 0 ? accepts.join(', ') : t('anyType'),
            size: maxBytes > 0 ? displaySize(maxBytes) : t('noLimit'),
          })}
        </p>
      </CheckedDragger>
    </Modal>
  );
}
