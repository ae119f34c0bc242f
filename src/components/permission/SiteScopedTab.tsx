import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Spin } from 'antd';
import { useState, type ReactNode } from 'react';

import { permApi } from './api';
import { permissionI18n } from './i18n';
import { permissionKeys } from './queries';
import type { PermOwner } from './types';

/**
 * The site select of the catalog and page-widget tabs: the sites the owner may view, the first one
 * preselected; a notice when there is none. `children` renders the grid of the chosen site.
 */
export function SiteScopedTab({
  owner,
  children,
}: {
  owner: PermOwner;
  children: (siteId: string, siteSelect: ReactNode) => ReactNode;
}) {
  const t = permissionI18n.useT();
  const [picked, setPicked] = useState<string>();
  const options = useQuery({
    queryKey: permissionKeys.extra('perms', 'siteOptions', owner),
    queryFn: () => permApi.siteOptions(owner),
  });
  if (!options.data) return <Spin spinning />;
  const siteId = picked ?? options.data[0]?.id;
  if (!siteId) return <Alert type="info" title={t('perms.noSite')} />;
  const select = (
    <Select
      aria-label={t('perms.siteSelect')}
      style={{ width: 260 }}
      value={siteId}
      onChange={setPicked}
      options={options.data.map((s) => ({ value: s.id, label: s.name }))}
    />
  );
  return <>{children(siteId, select)}</>;
}
