import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Tooltip, Typography } from 'antd';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { MenuEntry } from '@/lib/menu';

import { browser } from '../browser';
import { createMenuSearch, searchPool, type SearchItem } from './menu-search';
import { MenuSearchResults } from './MenuSearchResults';

/**
 * Header menu search (also Ctrl/Cmd+K): fuzzy search over the visible menu titles and paths, ↑/↓ to
 * move, Enter to open; external links open in a new window.
 */
export function HeaderSearch({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useMemo(() => createMenuSearch(searchPool(menu)), [menu]);
  const results = useMemo(() => search(query), [search, query]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };

  const go = (item: SearchItem | undefined) => {
    if (!item) return;
    close();
    if (item.external) browser.openExternal(item.path);
    else navigate(item.target);
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
      <Tooltip title={t('search.open')}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal open={open} onCancel={close} title={t('search.title')} footer={null} destroyOnHidden width={560}>
        <Input
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
        <Typography.Text type="secondary" className="menu-search-hint">
          {t('search.hint')}
        </Typography.Text>
      </Modal>
    </>
  );
}
