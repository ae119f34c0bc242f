import { Card, Tabs } from 'antd';

import type { CatalogTreeNode } from '@/components/cms/catalog-tree';

import { editorI18n } from '../i18n';
import type { PublishPipeProp } from '../types';
import { BasicTab, ExtendTab } from './BasicTab';

/** The right-hand card: the basic and extend settings, both rendered so their fields are in the form. */
export function SideTabs({
  pipes,
  onCatalogPicked,
}: {
  pipes: PublishPipeProp[];
  onCatalogPicked: (node: CatalogTreeNode) => void;
}) {
  const t = editorI18n.useT();
  return (
    <Card size="small">
      <Tabs
        items={[
          {
            key: 'basic',
            label: t('fields.basic'),
            forceRender: true,
            children: <BasicTab pipes={pipes} onCatalogPicked={onCatalogPicked} />,
          },
          {
            key: 'extend',
            label: t('fields.extend'),
            forceRender: true,
            children: <ExtendTab pipes={pipes} />,
          },
        ]}
      />
    </Card>
  );
}
