import { Modal } from 'antd';

import type { SiteFile } from '@/api/cms/file';

import { FileBrowser, type FileBrowserProps } from './FileBrowser';
import { filePickerI18n } from './i18n';

export interface FilePickerDialogProps extends Omit<FileBrowserProps, 'onOk' | 'onCancel'> {
  open: boolean;
  onOk: (file: SiteFile) => void;
  onCancel: () => void;
}

/**
 * "Select file" over the current site's files (`GET /cms/file/directoryTreeData`, `GET /cms/file/list`).
 * The browser is destroyed on close, so every opening starts from the value / start path again.
 */
export function FilePickerDialog({ open, onCancel, ...browser }: FilePickerDialogProps) {
  const t = filePickerI18n.useT();
  return (
    <Modal open={open} title={t('title')} width={1000} footer={null} destroyOnHidden onCancel={onCancel}>
      <FileBrowser {...browser} onCancel={onCancel} />
    </Modal>
  );
}
