import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, type InputRef } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { MenuEntry } from '@/lib/menu';

import { createMenuSearch, searchPool, type SearchItem } from './menu-search';
import { MenuSearchResults } from './MenuSearchResults';

/**
 * The header search's input, results and hint. It holds the query itself, so a keystroke re-renders
 * this panel only, not the dialog around it (antd's Modal re-rendered on every keystroke before); the
 * dialog is destroyed when hidden, which clears the query.
 */
export function MenuSearchPanel({
  menu,
  onGo,
  inputRef,
}: {
  menu: readonly MenuEntry[];
  onGo: (item: SearchItem) => void;
  inputRef?: Ref<InputRef>;
}) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useMemo(() => createMenuSearch(searchPool(menu)), [menu]);
  const results = useMemo(() => search(query), [search, query]);

  const go = (item: SearchItem | undefined) => {
    if (item) onGo(item);
  };
  // The rows get one stable callback (they are memoised); it reads the latest results and `go`.
  const latest = useRef({ results, go });
  useLayoutEffect(() => {
    latest.current = { results, go };
  });
  const pick = useCallback((index: number) => latest.current.go(latest.current.results[index]), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    }
  };

  return (
    <>
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="menu-search-results"
      />
      {query.trim() && results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.empty')} />
      ) : (
        <MenuSearchResults
          results={results}
          active={active}
          label={t('search.open')}
          onHover={setActive}
          onPick={pick}
        />
      )}
      <p className="menu-search-hint">{t('search.hint')}</p>
    </>
  );
}
