import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';

import { permApi } from './api';
import { permissionI18n } from './i18n';
import { PrivTab } from './PrivTab';
import { permissionKeys } from './queries';
import type { PermOwner } from './types';

/** Site permissions (`cms/contentcore/sitePerms`): `GET|PUT /cms/perms/site`. */
export function SitePermsTab({ owner }: { owner: PermOwner }) {
  const t = permissionI18n.useT();
  const query = useQuery({
    queryKey: permissionKeys.extra('perms', 'site', owner),
    queryFn: () => permApi.site(owner),
  });
  if (!query.data) return <Spin spinning />;
  return (
    <PrivTab
      key={query.dataUpdatedAt}
      rows={query.data.sitePrivs}
      items={query.data.sitePrivItems}
      idKey="siteId"
      nameTitle={t('perms.siteName')}
      save={(perms) => permApi.saveSite(owner, perms)}
    />
  );
}
