import { DownOutlined, EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Empty, Row, Space, Spin, Tabs } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';

import { catalogApi } from '@/api/cms/catalog';
import { useAnchoredMenu } from '@/components/anchored-menu';
import { useAuth } from '@/components/auth';
import {
  CatalogTree,
  catalogTreeKeys,
  rememberedSelection,
  useCatalogTree,
  useCurrentSiteId,
  type CatalogTreeNode,
} from '@/components/cms/catalog-tree';
import { useFormDialog } from '@/components/form';
import { confirmLeavingPage } from '@/components/leave-guard';
import { getCurrentSiteId } from '@/lib/auth/current-site';
import { preloadWhenIdle } from '@/lib/preloadable';

import type { AddCatalogForm } from './AddCatalogDialog';
import type { BatchAddForm } from './BatchAddDialog';
import { catalogI18n } from './i18n';
import { addDialog, basicTab, batchAddDialog, catalogPageParts, extendTab, permsTab } from './lazy-parts';
import { useCatalogTypes } from './queries';
import { useCatalogAccess } from './use-catalog-access';
import { useCatalogOperations } from './use-catalog-operations';
import { useCatalogSelection } from './use-catalog-selection';

/** A part whose code failed to arrive reports it when it renders. */
const ignore = () => undefined;

/** localStorage key of the remembered catalog (per site). */
export const LAST_CATALOG_KEY = 'cc_last_selected_catalog';

/**
 * A remembered catalog opens on its basic tab as soon as the tree is in: that tab's code travels with
 * the page's (see `PageModule.preloadParts`).
 */
export function preloadParts(): void {
  const siteId = getCurrentSiteId();
  if (siteId && rememberedSelection.get(LAST_CATALOG_KEY, siteId)) void basicTab.load().catch(ignore);
}

/** Catalog management (`cms/contentcore/catalog`): the site's tree on the left, the selected catalog's tabs on the right. */
export default function CatalogPage() {
  const t = catalogI18n.useT();
  const queryClient = useQueryClient();
  const { hasPermi } = useAuth();
  const can = useCatalogAccess();
  const siteId = useCurrentSiteId();
  const [tab, setTab] = useState('basic');
  const { selectedId, select } = useCatalogSelection(tab);
  const previewBase = useHref('/cms/preview');
  const types = useCatalogTypes();
  const treeLoaded = useCatalogTree().data !== undefined;
  useEffect(() => {
    // The other parts once the tree has painted, so that their code does not hold it back.
    if (treeLoaded) return preloadWhenIdle(catalogPageParts);
  }, [treeLoaded]);

  const { pathname } = useLocation();
  /** Picking another catalog drops the open one's unsaved input: ask first, as leaving the page does. */
  const pickInTree = useCallback(
    (catalogId: string | undefined) => {
      if (catalogId === selectedId) return;
      void confirmLeavingPage(pathname).then((leave) => {
        if (leave) select(catalogId);
      });
    },
    [pathname, selectedId, select],
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
      if (created?.catalogId) select(String(created.catalogId));
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
  const nodeMenu = useAnchoredMenu<CatalogTreeNode>({
    items: (node) => [
      { key: 'preview', label: t('actions.preview') },
      can('Publish', node.id) ? { key: 'publish', label: t('actions.publish') } : null,
      can('Sort', node.id) ? { key: 'up', label: t('actions.moveUp') } : null,
      can('Sort', node.id) ? { key: 'down', label: t('actions.moveDown') } : null,
    ],
    onPick: (key, node) => {
      const { ops: current, preview: open } = latest.current;
      if (key === 'preview') open(node.id);
      else if (key === 'publish') current.publish(node.id);
      else void current.sort(node.id, key === 'up' ? -1 : 1).catch(() => undefined);
    },
  });
  const { trigger } = nodeMenu;
  const nodeActions = useCallback(
    (node: CatalogTreeNode) => (
      <button
        type="button"
        className="kit-icon-button"
        aria-label={`${t('actions.more')} ${node.label}`}
        {...trigger(node)}
      >
        <EllipsisOutlined />
      </button>
    ),
    [t, trigger],
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
                      <basicTab.Component catalogId={selectedId} ops={ops} onPreview={preview} />
                    </Suspense>
                  ),
                },
                {
                  key: 'extend',
                  label: t('tabs.extend'),
                  children: (
                    <Suspense fallback={<Spin />}>
                      <extendTab.Component catalogId={selectedId} />
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
                            <permsTab.Component catalogId={selectedId} />
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
        {add.session > 0 && <addDialog.Component controller={add} />}
        {batch.session > 0 && <batchAddDialog.Component controller={batch} />}
        {ops.dialogs}
      </Suspense>
      {nodeMenu.element}
    </Row>
  );
}
