import { SearchOutlined } from '@ant-design/icons';
import { Modal, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { KitButton } from '@/components/button';
import { Hint } from '@/components/hint';
import type { MenuEntry } from '@/lib/menu';
import { useRouterHandle } from '@/lib/router-handle';
import { useOpenedOnce } from '@/lib/use-opened-once';

import { browser } from '../browser';
import type { SearchItem } from './menu-search';
import { MenuSearchPanel } from './MenuSearchPanel';

/**
 * Header menu search (also Ctrl/Cmd+K): fuzzy search over the visible menu titles and paths, ↑/↓ to
 * move, Enter to open; external links open in a new window.
 */
export function HeaderSearch({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const { navigate } = useRouterHandle();
  const [open, setOpen] = useState(false);
  const input = useRef<InputRef>(null);
  const mounted = useOpenedOnce(open);

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

  const close = useCallback(() => setOpen(false), []);
  const go = useCallback(
    (item: SearchItem) => {
      setOpen(false);
      if (item.external) browser.openExternal(item.path);
      else navigate(item.target);
    },
    [navigate],
  );

  return (
    <>
      <Hint title={t('search.open')}>
        <KitButton
          text
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          onClick={() => setOpen(true)}
        />
      </Hint>
      {/* Mounted at the first opening, so the frame renders no closed dialog on every route. */}
      {mounted && (
        <Modal
          open={open}
          onCancel={close}
          title={t('search.title')}
          footer={null}
          destroyOnHidden
          width={560}
          // With antd's animations off (reduced motion) the input's own autoFocus did not keep the focus
          // as the dialog opened: once the dialog is open, the input takes it.
          afterOpenChange={(shown) => {
            if (shown) input.current?.focus();
          }}
        >
          <MenuSearchPanel menu={menu} onGo={go} inputRef={input} />
        </Modal>
      )}
    </>
  );
}
