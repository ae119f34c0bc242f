import {
  CloseOutlined,
  EyeOutlined,
  LockOutlined,
  SaveOutlined,
  SendOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';

import type { ContentTypeId } from '@/components/cms/content-types';

import { AddContentPopover } from './AddContentPopover';
import { editorI18n } from './i18n';

export interface ToolbarProps {
  canSave: boolean;
  canPublish: boolean;
  canEdit: boolean;
  saved: boolean;
  dirty: boolean;
  locked: boolean;
  lockUser?: string;
  busy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onToPublish: () => void;
  onPreview: () => void;
  onLock: () => void;
  onBaiduPush: () => void;
  onClose: () => void;
  /** Shown when the user may add contents to this catalog. */
  onAdd?: (type: ContentTypeId, format?: string) => void;
}

/** The editor's top bar. Buttons the user may not use are not shown. */
export function EditorToolbar(p: ToolbarProps) {
  const t = editorI18n.useT();
  return (
    <Space wrap className="content-editor-toolbar">
      {p.canSave && (
        <Button type="primary" icon={<SaveOutlined />} loading={p.busy} onClick={p.onSave}>
          {t('toolbar.save')}
        </Button>
      )}
      {p.canPublish && (
        <Button icon={<SendOutlined />} disabled={p.busy} onClick={p.onToPublish}>
          {t('toolbar.toPublish')}
        </Button>
      )}
      {p.canPublish && (
        <Button icon={<SendOutlined />} disabled={p.busy} onClick={p.onPublish}>
          {t('toolbar.publish')}
        </Button>
      )}
      <Button icon={<EyeOutlined />} disabled={!p.saved} onClick={p.onPreview}>
        {t('toolbar.preview')}
      </Button>
      {p.canEdit && p.saved && (
        <Button icon={p.locked ? <UnlockOutlined /> : <LockOutlined />} onClick={p.onLock}>
          {p.locked ? t('toolbar.unlock') : t('toolbar.lock')}
        </Button>
      )}
      {p.canEdit && p.saved && <Button onClick={p.onBaiduPush}>{t('toolbar.baiduPush')}</Button>}
      {p.onAdd && <AddContentPopover onAdd={p.onAdd} />}
      <Button icon={<CloseOutlined />} onClick={p.onClose}>
        {t('toolbar.close')}
      </Button>
      {p.locked && p.lockUser && <Tag color="warning">{t('msg.lockedBy', { user: p.lockUser })}</Tag>}
      {p.dirty && <Tag>{t('msg.unsaved')}</Tag>}
    </Space>
  );
}
