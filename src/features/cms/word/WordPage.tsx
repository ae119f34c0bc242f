import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ErrorProneWordTab } from './ErrorProneWordTab';
import { HotWordTab } from './HotWordTab';
import { wordI18n } from './i18n';
import { SensitiveWordTab } from './SensitiveWordTab';
import { TagWordTab } from './TagWordTab';

const TABS = ['tagWord', 'hotWord', 'sensitiveWord', 'errorProneWord'] as const;
type Tab = (typeof TABS)[number];

/**
 * Words (`cms/word/word`, /configs/word): TAG words, hot words, sensitive words and error-prone words,
 * one tab each. The tab and the chosen group live in the URL (`?tab=&groupId=`); switching either
 * starts the list over, since every tab's list has its own paging and filters.
 */
export default function WordPage() {
  const t = wordI18n.useT();
  const [query, setQuery] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(query.get('tab') ?? '')
    ? (query.get('tab') as Tab)
    : 'tagWord';
  const groupId = query.get('groupId') || undefined;

  const go = useCallback(
    (nextTab: Tab, nextGroup?: string) => {
      const params = new URLSearchParams();
      if (nextTab !== 'tagWord') params.set('tab', nextTab);
      if (nextGroup) params.set('groupId', nextGroup);
      setQuery(params, { replace: true });
    },
    [setQuery],
  );
  const onGroup = useCallback((id?: string) => go(tab, id), [go, tab]);

  return (
    <Tabs
      className="cms-word-page"
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => go(key as Tab)}
      items={[
        {
          key: 'tagWord',
          label: t('tabs.tagWord'),
          children: <TagWordTab t={t} groupId={groupId} onGroup={onGroup} />,
        },
        {
          key: 'hotWord',
          label: t('tabs.hotWord'),
          children: <HotWordTab t={t} groupId={groupId} onGroup={onGroup} />,
        },
        { key: 'sensitiveWord', label: t('tabs.sensitiveWord'), children: <SensitiveWordTab t={t} /> },
        { key: 'errorProneWord', label: t('tabs.errorProneWord'), children: <ErrorProneWordTab t={t} /> },
      ]}
    />
  );
}
