import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Space } from 'antd';
import { useState } from 'react';

import { CatalogPickerDialog } from '@/components/cms/catalog-tree';
import { ContentPickerDialog } from '@/components/cms/content-picker';

import { catalogI18n } from './i18n';

/** Redirect URL of a link catalog, with "internal link" pickers (a content or another catalog). */
export function RedirectUrlInput(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const t = catalogI18n.useT();
  const [picking, setPicking] = useState<'content' | 'catalog'>();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
        placeholder="http(s)://"
      />
      {/* Opened by a click (and the keyboard), not by hovering a button people click. */}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'content', label: t('selectContent') },
            { key: 'catalog', label: t('selectCatalog') },
          ],
          onClick: ({ key }) => setPicking(key as 'content' | 'catalog'),
        }}
      >
        <Button>
          {t('internalUrl')} <DownOutlined />
        </Button>
      </Dropdown>
      <ContentPickerDialog
        open={picking === 'content'}
        onOk={(rows) => {
          const url = rows[0]?.internalUrl;
          if (url) props.onChange?.(url);
          setPicking(undefined);
        }}
        onCancel={() => setPicking(undefined)}
      />
      <CatalogPickerDialog
        open={picking === 'catalog'}
        disableLink
        onOk={(nodes) => {
          const url = nodes[0]?.props?.internalUrl;
          if (typeof url === 'string') props.onChange?.(url);
          setPicking(undefined);
        }}
        onCancel={() => setPicking(undefined)}
      />
    </Space.Compact>
  );
}
