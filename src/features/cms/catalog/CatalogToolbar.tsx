import {
  ApartmentOutlined,
  ClearOutlined,
  DeleteOutlined,
  DragOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MergeCellsOutlined,
  SortAscendingOutlined,
} from '@ant-design/icons';
import { Button, Flex, InputNumber, Popover, Space, Typography } from 'antd';
import { useState } from 'react';

import type { CatalogVO } from '@/api/cms/catalog';
import { RecordPageBar, type BarButton } from '@/components/record-form';

import { catalogI18n } from './i18n';
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
  /** The basic form's save button (`useRecordForm().saveButtonProps`). */
  save: BarButton;
  onPreview: () => void;
  ops: CatalogOperations;
}

/**
 * The basic tab's actions; each shown only with its `Catalog:<item>:<id>` grant (Save also, disabled,
 * while no catalog is chosen).
 */
export function CatalogToolbar({ catalog, save, onPreview, ops }: CatalogToolbarProps) {
  const t = catalogI18n.useT();
  const can = useCatalogAccess();
  const id = catalog?.catalogId;
  const none = id === undefined;
  return (
    <RecordPageBar
      className="catalog-toolbar"
      save={{ ...save, perm: none ? undefined : `Catalog:Edit:${id}`, label: t('actions.save') }}
      preview={{ onClick: onPreview, disabled: none, label: t('actions.preview') }}
      publish={
        none
          ? undefined
          : { onClick: () => ops.publish(id), perm: `Catalog:Publish:${id}`, label: t('actions.publish') }
      }
    >
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
    </RecordPageBar>
  );
}
