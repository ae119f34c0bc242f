import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';

import { permApi } from './api';
import { permissionI18n } from './i18n';
import { PrivTab } from './PrivTab';
import { permissionKeys } from './queries';
import { SiteScopedTab } from './SiteScopedTab';
import type { PermOwner } from './types';

function PageWidgetGrid({
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
    queryKey: permissionKeys.extra('perms', 'pageWidget', owner, siteId),
    queryFn: () => permApi.pageWidget(owner, siteId),
  });
  if (!query.data) return <Spin spinning />;
  return (
    <PrivTab
      key={`${siteId}:${query.dataUpdatedAt}`}
      rows={query.data.pageWidgetPrivs}
      items={query.data.privItems}
      idKey="pageWidgetId"
      nameTitle={t('perms.name')}
      extra={siteSelect}
      save={(perms) => permApi.savePageWidget(owner, perms)}
    />
  );
}

/** Page widget permissions (`cms/contentcore/pageWidgetPerms`) of one site. */
export function PageWidgetPermsTab({ owner }: { owner: PermOwner }) {
  return (
    <SiteScopedTab owner={owner}>
      {(siteId, select) => <PageWidgetGrid owner={owner} siteId={siteId} siteSelect={select} />}
    </SiteScopedTab>
  );
}
