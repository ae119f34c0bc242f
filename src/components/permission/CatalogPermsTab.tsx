import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';

import { permApi } from './api';
import { permissionI18n } from './i18n';
import { PrivTab } from './PrivTab';
import { permissionKeys } from './queries';
import { SiteScopedTab } from './SiteScopedTab';
import type { PermOwner } from './types';

function CatalogGrid({
  owner,
  siteId,
  siteSelect,
}: {
  owner: PermOwner;
  siteId: string;
  siteSelect: ReactNode;
}) {
  const t = permissionI18n.useT();
  const query = useQuery({
    queryKey: permissionKeys.extra('perms', 'catalog', owner, siteId),
    queryFn: () => permApi.catalog(owner, siteId),
  });
  if (!query.data) return <Spin spinning />;
  return (
    <PrivTab
      key={`${siteId}:${query.dataUpdatedAt}`}
      rows={query.data.catalogPrivs}
      items={query.data.catalogPrivItems}
      idKey="catalogId"
      nameTitle={t('perms.catalogName')}
      tree
      extra={siteSelect}
      save={(perms) => permApi.saveCatalog(owner, siteId, perms)}
    />
  );
}

/** Catalog permissions (`cms/contentcore/catalogPerms`) of one site: `GET|PUT /cms/perms/catalog`. */
export function CatalogPermsTab({ owner }: { owner: PermOwner }) {
  return (
    <SiteScopedTab owner={owner}>
      {(siteId, select) => <CatalogGrid owner={owner} siteId={siteId} siteSelect={select} />}
    </SiteScopedTab>
  );
}
