import { Button, Form, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';

import { CatalogPickerDialog, type CatalogTreeNode } from '@/components/cms/catalog-tree';

import type { ContentT } from '../i18n';

export interface CopyDialogProps {
  open: boolean;
  t: ContentT;
  onOk: (catalogIds: string[], copyType: 1 | 2) => Promise<unknown>;
  onCancel: () => void;
}

/** Copy contents into one or more catalogs, as a deep copy (1) or a mapping (2). */
export function CopyDialog({ open, t, onOk, onCancel }: CopyDialogProps) {
  const [copyType, setCopyType] = useState<1 | 2>(1);
  const [catalogs, setCatalogs] = useState<CatalogTreeNode[]>([]);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('copyDialog.title')}
      width={560}
      confirmLoading={busy}
      okButtonProps={{ disabled: catalogs.length === 0 }}
      destroyOnHidden
      afterClose={() => {
        setCatalogs([]);
        setCopyType(1);
      }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onOk(
            catalogs.map((c) => c.id),
            copyType,
          );
        } catch {
          // Reported by the HTTP layer.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('copyDialog.copyType')}>
          <Radio.Group value={copyType} onChange={(e) => setCopyType(e.target.value as 1 | 2)}>
            <Space orientation="vertical">
              <Radio value={1}>
                {t('copyDialog.deep')} <span className="kit-hint">({t('copyDialog.deepHint')})</span>
              </Radio>
              <Radio value={2}>
                {t('copyDialog.mapping')} <span className="kit-hint">({t('copyDialog.mappingHint')})</span>
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('copyDialog.catalogs')}>
          <Space wrap>
            {catalogs.map((c) => (
              <Tag key={c.id}>{c.label}</Tag>
            ))}
            <Button onClick={() => setPicking(true)}>{t('copyDialog.pickCatalogs')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <CatalogPickerDialog
        open={picking}
        multiple
        disableLink
        title={t('copyDialog.catalogs')}
        onOk={(nodes) => {
          setCatalogs(nodes);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
