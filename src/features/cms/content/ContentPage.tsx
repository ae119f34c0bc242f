import { Col, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { CatalogTree } from '@/components/cms/catalog-tree';

import { contentI18n } from './i18n';
import { ContentListTab } from './list/ContentListTab';
import { RecycleTab } from './recycle/RecycleTab';
import { PageWidgetTab } from './widgets/PageWidgetTab';

const TABS = ['list', 'pageWidget', 'recycle'] as const;
type Tab = (typeof TABS)[number];

/**
 * Content management (`cms/contentcore/content`, /configs/content): the catalog tree on the left and
 * three tabs on the right — contents, page widgets, recycle bin. The tab and the catalog live in the
 * URL (`?tab=&catalogId=`), so widget editors can return to the Page Widget tab.
 */
export default function ContentPage() {
  const t = contentI18n.useT();
  const [query, setQuery] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(query.get('tab') ?? '')
    ? (query.get('tab') as Tab)
    : 'list';
  const catalogId = query.get('catalogId') || undefined;

  // Switching tab or catalog starts the lists over (their paging and filters are per view).
  const go = (next: { tab?: Tab; catalogId?: string }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'list') params.set('tab', nextTab);
    const nextCatalog = 'catalogId' in next ? next.catalogId : catalogId;
    if (nextCatalog) params.set('catalogId', nextCatalog);
    setQuery(params, { replace: true });
  };

  return (
    <Row gutter={16} className="cms-content-page">
      <Col xs={24} md={6} lg={5} xl={4}>
        <CatalogTree
          selectedId={catalogId}
          rememberKey="cms-content-catalog"
          onSelect={(id) => {
            if (id !== catalogId) go({ catalogId: id });
          }}
        />
      </Col>
      <Col xs={24} md={18} lg={19} xl={20}>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => go({ tab: key as Tab })}
          items={[
            { key: 'list', label: t('tabs.list'), children: <ContentListTab catalogId={catalogId} t={t} /> },
            {
              key: 'pageWidget',
              label: t('tabs.pageWidget'),
              children: <PageWidgetTab catalogId={catalogId} t={t} />,
            },
            {
              key: 'recycle',
              label: t('tabs.recycle'),
              children: <RecycleTab catalogId={catalogId} t={t} />,
            },
          ]}
        />
      </Col>
    </Row>
  );
}
