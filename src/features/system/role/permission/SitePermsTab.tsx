import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';

import { roleI18n } from '../i18n';
import { roleKeys } from '../queries';
import { permApi } from './api';
import { PrivTab } from './PrivTab';
import type { PermOwner } from './types';

/** Site permissions (`cms/contentcore/sitePerms`): `GET|PUT /cms/perms/site`. */
export function SitePermsTab({ owner }: { owner: PermOwner }) {
  const t = roleI18n.useT();
  const query = useQuery({
    queryKey: roleKeys.extra('perms', 'site', owner),
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
