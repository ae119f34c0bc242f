import {
  ApartmentOutlined,
  ClearOutlined,
  DeleteOutlined,
  DragOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MergeCellsOutlined,
  SaveOutlined,
  SendOutlined,
  SortAscendingOutlined,
} from '@ant-design/icons';
import { Button, Flex, InputNumber, Popover, Space, Typography } from 'antd';
import { useState } from 'react';

import { catalogI18n } from './i18n';
import type { CatalogVO } from './types';
import { useCatalogAccess } from './use-catalog-access';
import type { CatalogOperations } from './use-catalog-operations';

function SortPopover({ onSort }: { onSort: (n: number) => Promise<void> }) {
  const t = catalogI18n.useT();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | null>(0);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('sortHint')}</Typography.Text>
          <InputNumber aria-label={t('actions.sort')} value={value} onChange={setValue} precision={0} />
          <Space>
            <Button size="small" onClick={() => setOpen(false)}>
              {t('close')}
            </Button>
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setOpen(false);
                // 0 means "stay": nothing to send.
                if (value) void onSort(value).catch(() => undefined);
              }}
            >
              {t('actions.sort')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Button icon={<SortAscendingOutlined />}>{t('actions.sort')}</Button>
    </Popover>
  );
}

export interface CatalogToolbarProps {
  catalog?: CatalogVO;
  saving: boolean;
  onSave: () => void;
  onPreview: () => void;
  ops: CatalogOperations;
}

/** The basic tab's actions; each shown only with its `Catalog:<item>:<id>` grant. */
export function CatalogToolbar({ catalog, saving, onSave, onPreview, ops }: CatalogToolbarProps) {
  const t = catalogI18n.useT();
  const can = useCatalogAccess();
  const id = catalog?.catalogId;
  const none = id === undefined;
  return (
    <Space wrap className="catalog-toolbar">
      {(none || can('Edit', id)) && (
        <Button type="primary" icon={<SaveOutlined />} disabled={none} loading={saving} onClick={onSave}>
          {t('actions.save')}
        </Button>
      )}
      <Button icon={<EyeOutlined />} disabled={none} onClick={onPreview}>
        {t('actions.preview')}
      </Button>
      {id && can('Publish', id) && (
        <Button icon={<SendOutlined />} onClick={() => ops.publish(id)}>
          {t('actions.publish')}
        </Button>
      )}
      {id && can('ShowHide', id) && (
        <Button
          icon={catalog?.visibleFlag === 'Y' ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() =>
            void ops.setVisible(id, catalog?.visibleFlag === 'Y' ? 'N' : 'Y').catch(() => undefined)
          }
        >
          {catalog?.visibleFlag === 'Y' ? t('actions.hide') : t('actions.show')}
        </Button>
      )}
      {id && can('Move', id) && (
        <Button icon={<DragOutlined />} onClick={() => ops.move(id)}>
          {t('actions.move')}
        </Button>
      )}
      {id && can('Edit', id) && (
        <Button icon={<MergeCellsOutlined />} onClick={() => ops.merge(id)}>
          {t('actions.merge')}
        </Button>
      )}
      {id && can('Sort', id) && <SortPopover onSort={(n) => ops.sort(id, n)} />}
      {id && can('Delete', id) && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => void ops.remove(id, catalog?.parentId ?? '0').catch(() => undefined)}
        >
          {t('actions.delete')}
        </Button>
      )}
      {id && can('Edit', id) && (
        <Button icon={<ClearOutlined />} onClick={() => void ops.clear(id).catch(() => undefined)}>
          {t('actions.clear')}
        </Button>
      )}
      <Button icon={<ApartmentOutlined />} onClick={() => void ops.showTreeText(id).catch(() => undefined)}>
        {t('actions.treeText')}
      </Button>
    </Space>
  );
}
