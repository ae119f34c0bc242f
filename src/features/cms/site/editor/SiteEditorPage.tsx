import { Alert, Card, Spin, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAuth } from '@/components/auth';
import { useLeaveGuard } from '@/components/leave-guard';

import { siteI18n } from '../i18n';
import { BasicTab } from './BasicTab';
import { ExtendTab } from './ExtendTab';

const DefaultTemplateTab = lazy(() => import('./DefaultTemplateTab'));
const PropertyTab = lazy(() => import('./PropertyTab'));
const PermsTab = lazy(() => import('./PermsTab'));

type TabKey = 'basicInfo' | 'extends' | 'props' | 'defaultTemplate' | 'perms';

/**
 * The site editor (`cms/contentcore/siteTab`, route /cms/site/tabs?siteId=): one pane per tab, each
 * mounted only while active (as the Vue console did), always opening on Basic.
 */
export default function SiteEditorPage() {
  const t = siteI18n.useT();
  const [params] = useSearchParams();
  const siteId = params.get('siteId') ?? '';
  const [active, setActive] = useState<TabKey>('basicInfo');
  // The open tab's form differs from what it loaded: switching tabs or leaving the page asks first.
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard({
    when: dirty,
    title: t('unsaved.title'),
    message: t('unsaved.content'),
    okText: t('unsaved.discard'),
    cancelText: t('unsaved.keep'),
    danger: true,
  });
  const { can } = useAuth();

  if (!/^\d+$/.test(siteId)) {
    return <Alert type="error" showIcon title={t('invalidSiteId', { siteId })} />;
  }

  const tab = { siteId, onDirtyChange: setDirty };
  const panes: { key: TabKey; label: string; render: () => React.ReactNode; hidden?: boolean }[] = [
    { key: 'basicInfo', label: t('tabs.basic'), render: () => <BasicTab {...tab} /> },
    { key: 'extends', label: t('tabs.extends'), render: () => <ExtendTab {...tab} /> },
    { key: 'props', label: t('tabs.props'), render: () => <PropertyTab {...tab} /> },
    {
      key: 'defaultTemplate',
      label: t('tabs.defaultTemplate'),
      render: () => <DefaultTemplateTab {...tab} />,
    },
    {
      key: 'perms',
      label: t('tabs.perms'),
      render: () => <PermsTab {...tab} />,
      // Choosing a role needs the role list.
      hidden: !can({ perm: 'system:role:view' }),
    },
  ];

  const change = async (next: string) => {
    if (next === active) return;
    if (!(await guard.confirmLeave())) return;
    setDirty(false);
    setActive(next as TabKey);
  };

  return (
    <Card data-testid="site-editor" size="small">
      <Tabs
        activeKey={active}
        onChange={(key) => void change(key)}
        destroyOnHidden
        items={panes
          .filter((p) => !p.hidden)
          .map((p) => ({
            key: p.key,
            label: p.label,
            children:
              p.key === active ? (
                <Suspense key={siteId} fallback={<Spin />}>
                  {p.render()}
                </Suspense>
              ) : null,
          }))}
      />
    </Card>
  );
}
