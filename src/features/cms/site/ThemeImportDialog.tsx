import { InboxOutlined } from '@ant-design/icons';
import { Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

import { siteApi } from '@/api/cms/site';
import { feedback } from '@/lib/feedback';

import { siteI18n } from './i18n';

export interface ThemeImportDialogProps {
  open: boolean;
  siteId: string;
  onClose: () => void;
  /** The import answered its async task id. */
  onStarted: (taskId: string) => void;
}

/** "Import Theme": one .zip, sent on OK as `POST /cms/site/importTheme` (file + siteId). */
export function ThemeImportDialog({ open, siteId, onClose, onStarted }: ThemeImportDialogProps) {
  const t = siteI18n.useT();
  const [file, setFile] = useState<File | undefined>();
  const [sending, setSending] = useState(false);
  const fileList: UploadFile[] = file ? [{ uid: 'theme', name: file.name, status: 'done' }] : [];

  const submit = async () => {
    if (!file) {
      feedback.warning(t('themeSelectFirst'));
      return;
    }
    setSending(true);
    try {
      const taskId = await siteApi.importTheme(siteId, file);
      setFile(undefined);
      onClose();
      if (taskId) onStarted(taskId);
    } catch {
      // shown by the HTTP client
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('importTheme')}
      width={500}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={() => {
        setFile(undefined);
        onClose();
      }}
    >
      <Upload.Dragger
        accept=".zip"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(picked) => {
          if (!picked.name.toLowerCase().endsWith('.zip')) {
            feedback.error(t('themeZipOnly'));
            setFile(undefined);
          } else {
            setFile(picked);
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => setFile(undefined)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('themeDrop')}</p>
        <p className="ant-upload-hint">{t('themeTip')}</p>
      </Upload.Dragger>
    </Modal>
  );
}
