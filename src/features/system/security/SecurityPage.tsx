import { Tabs } from 'antd';

import { useAuth } from '@/components/auth';

import { securityI18n } from './i18n';
import { IpRuleTab } from './IpRuleTab';
import { SecurityConfigTab } from './SecurityConfigTab';

/**
 * Security configuration (`system/security/index`, menu 2040). V1.5.5 shows only the config list;
 * the IP rules tab serves the `/sys/iprule` API, which has no menu row of its own, so it is shown to
 * users holding `system:iprule:view` (in the seed: the super admin).
 */
export default function SecurityPage() {
  const t = securityI18n.useT();
  const { can } = useAuth();
  if (!can({ perm: 'system:iprule:view' })) return <SecurityConfigTab />;
  return (
    <Tabs
      // Only the visible tab is mounted: each list page owns the page while it is shown.
      destroyOnHidden
      items={[
        { key: 'config', label: t('tabs.config'), children: <SecurityConfigTab /> },
        { key: 'ipRule', label: t('tabs.ipRule'), children: <IpRuleTab /> },
      ]}
    />
  );
}
