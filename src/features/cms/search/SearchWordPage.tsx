import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { searchI18n } from './i18n';
import { SearchLogTab } from './SearchLogTab';
import { WordStatTab } from './WordStatTab';

const TABS = ['wordStat', 'searchLog'] as const;
type Tab = (typeof TABS)[number];

/**
 * Search words and logs (`search/wordTab`, /configs/searchWord): the site's query statistics and its
 * search log. The tab lives in the URL (`?tab=searchLog`); switching starts the other list over.
 */
export default function SearchWordPage() {
  const t = searchI18n.useT();
  const [query, setQuery] = useSearchParams();
  const tab: Tab = query.get('tab') === 'searchLog' ? 'searchLog' : 'wordStat';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setQuery(key === 'searchLog' ? { tab: key } : {}, { replace: true })}
      items={TABS.map((key) => ({
        key,
        label: t(`word.tabs.${key}`),
        children: key === 'wordStat' ? <WordStatTab t={t} /> : <SearchLogTab t={t} />,
      }))}
    />
  );
}
