import { Drawer, Tabs } from 'antd';
import { Suspense, useState } from 'react';

import { CatalogPermsTab } from './CatalogPermsTab';
import { permissionI18n } from './i18n';
import { MenuPermsTab } from './MenuPermsTab';
import { PageWidgetPermsTab } from './PageWidgetPermsTab';
import { SitePermsTab } from './SitePermsTab';
import type { PermOwner } from './types';

const TABS = {
  menu: MenuPermsTab,
  site: SitePermsTab,
  catalog: CatalogPermsTab,
  pageWidget: PageWidgetPermsTab,
} as const;
type TabKey = keyof typeof TABS;

export interface PermissionDrawerProps {
  open: boolean;
  /** A role (`ownerType: 'Role'`, role id) or a user (`'User'`, user id: inherited grants read-only). */
  owner?: PermOwner;
  /** Who is edited, after the drawer's title. */
  title?: string;
  onClose: () => void;
}

/**
 * The permission editor (`system/permission/permsTab`) of a role or a user: menu, site, catalog and
 * page-widget tabs. Only the active tab is mounted (each loads its data when shown), and closing
 * drops them all so the next opening reads fresh grants.
 */
export function PermissionDrawer(props: PermissionDrawerProps) {
  // Its strings load with the first render; meanwhile nothing shows (never the page's fallback).
  return (
    <Suspense fallback={null}>
      <PermissionDrawerBody {...props} />
    </Suspense>
  );
}

function PermissionDrawerBody(props: PermissionDrawerProps) {
  const t = permissionI18n.useT();
  const [active, setActive] = useState<TabKey>('menu');
  const { owner } = props;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      afterOpenChange={(open) => !open && setActive('menu')}
      destroyOnHidden
      size="60%"
      title={props.title ? `${t('perms.title')} - ${props.title}` : t('perms.title')}
    >
      {owner && (
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as TabKey)}
          items={(Object.keys(TABS) as TabKey[]).map((key) => {
            const Tab = TABS[key];
            return { key, label: t(`perms.${key}`), children: key === active ? <Tab owner={owner} /> : null };
          })}
        />
      )}
    </Drawer>
  );
}
