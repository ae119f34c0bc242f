import { DownOutlined, EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Empty, Row, Space, Spin, Tabs, type MenuProps } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';

import { catalogApi } from '@/api/cms/catalog';
import { useAuth } from '@/components/auth';
import {
  CatalogTree,
  catalogTreeKeys,
  useCurrentSiteId,
  type CatalogTreeNode,
} from '@/components/cms/catalog-tree';
import { useFormDialog } from '@/components/form';
import { confirmLeavingPage } from '@/components/leave-guard';

import { AddCatalogDialog, type AddCatalogForm } from './AddCatalogDialog';
import { BatchAddDialog, type BatchAddForm } from './BatchAddDialog';
import { CatalogBasicTab } from './CatalogBasicTab';
import { CatalogExtendTab } from './CatalogExtendTab';
import { CatalogPermsTab } from './CatalogPermsTab';
import { catalogI18n } from './i18n';
import { useCatalogTypes } from './queries';
import { useCatalogAccess } from './use-catalog-access';
import { useCatalogOperations } from './use-catalog-operations';

/** localStorage key of the remembered catalog (per site). */
export const LAST_CATALOG_KEY = 'cc_last_selected_catalog';

/** Catalog management (`cms/contentcore/catalog`): the site's tree on the left, the selected catalog's tabs on the right. */
export default function CatalogPage() {
  const t = catalogI18n.useT();
  const queryClient = useQueryClient();
  const { hasPermi } = useAuth();
  const can = useCatalogAccess();
  const siteId = useCurrentSiteId();
  const [selectedId, setSelectedId] = useState<string>();
  const [tab, setTab] = useState('basic');
  const previewBase = useHref('/cms/preview');
  const types = useCatalogTypes();

  const select = useCallback((catalogId: string | undefined) => setSelectedId(catalogId), []);
  const { pathname } = useLocation();
  /** Picking another catalog drops the open one's unsaved input: ask first, as leaving the page does. */
  const pickInTree = useCallback(
    (catalogId: string | undefined) => {
      if (catalogId === selectedId) return;
      void confirmLeavingPage(pathname).then((leave) => {
        if (leave) setSelectedId(catalogId);
      });
    },
    [pathname, selectedId],
  );
  const ops = useCatalogOperations(select);
  const preview = (catalogId: string) =>
    window.open(`${previewBase}?type=catalog&dataId=${catalogId}`, '_blank', 'noopener');

  const reloadTree = () => queryClient.invalidateQueries({ queryKey: catalogTreeKeys.all });
  const add = useFormDialog<AddCatalogForm, never>({
    submit: async (values) => {
      const created = await catalogApi.add({ ...values, parentId: values.parentId ?? '0' });
      await reloadTree();
      // The new catalog becomes the (remembered) selection.
      if (created?.catalogId) setSelectedId(String(created.catalogId));
    },
  });
  const batch = useFormDialog<BatchAddForm, never>({
    submit: async (values) => {
      await catalogApi.batchAdd({ parentId: values.parentId ?? '0', catalogs: values.catalogs });
      await reloadTree();
    },
  });

  const mayAdd = siteId !== undefined && hasPermi(`Site:AddCatalog:${siteId}`);
  // The tree's menu reads the latest operations through a ref, so the (possibly huge) tree is not rebuilt
  // on every render of the page.
  const latest = useRef({ ops, preview });
  useEffect(() => {
    latest.current = { ops, preview };
  });
  const nodeActions = useCallback(
    (node: CatalogTreeNode) => {
      const items: MenuProps['items'] = [
        { key: 'preview', label: t('actions.preview') },
        can('Publish', node.id) ? { key: 'publish', label: t('actions.publish') } : null,
        can('Sort', node.id) ? { key: 'up', label: t('actions.moveUp') } : null,
        can('Sort', node.id) ? { key: 'down', label: t('actions.moveDown') } : null,
      ];
      const run = (key: string) => {
        const { ops: current, preview: open } = latest.current;
        if (key === 'preview') open(node.id);
        else if (key === 'publish') current.publish(node.id);
        else void current.sort(node.id, key === 'up' ? -1 : 1).catch(() => undefined);
      };
      return (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: (e) => {
              e.domEvent.stopPropagation();
              run(e.key);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<EllipsisOutlined />}
            aria-label={`${t('actions.more')} ${node.label}`}
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      );
    },
    [t, can],
  );

  const openAdd = () =>
    // 'common' until the type list has loaded: a quick click must not leave the required type empty.
    add.openAdd({ parentId: selectedId, catalogType: types.data?.[0]?.id ?? 'common', alias: '', path: '' });
  const toolbar = mayAdd && (
    <Space.Compact size="small">
      <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
        {t('add')}
      </Button>
      <Dropdown
        menu={{
          items: [
            { key: 'add', label: t('add') },
            { key: 'batch', label: t('batchAdd') },
          ],
          onClick: ({ key }) => (key === 'batch' ? batch.openAdd({ parentId: selectedId }) : openAdd()),
        }}
      >
        <Button type="primary" icon={<DownOutlined />} aria-label={t('batchAdd')} />
      </Dropdown>
    </Space.Compact>
  );

  return (
    <Row gutter={12} className="catalog-page" data-testid="catalog-page">
      <Col xs={24} md={6} xl={5}>
        <Card size="small">
          <CatalogTree
            selectedId={selectedId}
            onSelect={pickInTree}
            rememberKey={LAST_CATALOG_KEY}
            toolbar={toolbar}
            nodeActions={nodeActions}
          />
        </Card>
      </Col>
      <Col xs={24} md={18} xl={19}>
        <Card size="small">
          {selectedId === undefined ? (
            // Nothing to edit yet: say so instead of showing an empty, disabled form.
            <Empty data-testid="catalog-empty" description={t('selectFirst')} />
          ) : (
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'basic',
                  label: t('tabs.basic'),
                  children: (
                    <Suspense fallback={<Spin />}>
                      <CatalogBasicTab catalogId={selectedId} ops={ops} onPreview={preview} />
                    </Suspense>
                  ),
                },
                {
                  key: 'extend',
                  label: t('tabs.extend'),
                  children: (
                    <Suspense fallback={<Spin />}>
                      <CatalogExtendTab catalogId={selectedId} />
                    </Suspense>
                  ),
                },
                ...(hasPermi('system:role:edit') || hasPermi('system:user:edit')
                  ? [
                      {
                        key: 'perms',
                        label: t('tabs.perms'),
                        children: (
                          <Suspense fallback={<Spin />}>
                            <CatalogPermsTab catalogId={selectedId} />
                          </Suspense>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Card>
      </Col>
      {/* Dialogs (and the pickers inside them) load their strings on first use. */}
      <Suspense fallback={null}>
        <AddCatalogDialog controller={add} />
        <BatchAddDialog controller={batch} />
        {ops.dialogs}
      </Suspense>
    </Row>
  );
}
