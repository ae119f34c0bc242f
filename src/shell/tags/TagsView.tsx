import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useAnchoredMenu } from '@/components/anchored-menu';
import { useTagsView, type TagView } from '@/stores/tags-view';

import { applicableActions, useTagActions } from './use-tag-actions';

/**
 * Tabs of the visited pages: click to return, × or middle-click to close (not the pinned Home tab),
 * right-click for refresh / close variants; the wheel scrolls the bar and the active tab is scrolled into
 * view. Marked up as a navigation of links (they lead to pages): the ARIA tab pattern would nest the
 * close button inside an interactive tab.
 */
export function TagsView({ activePath }: { activePath: string }) {
  const { t } = useTranslation('shell');
  const visited = useTagsView((s) => s.visited);
  const run = useTagActions();
  const bar = useRef<HTMLElement>(null);
  const actionsOf = (view: TagView) =>
    applicableActions(
      visited,
      visited.findIndex((v) => v.path === view.path),
    );
  // One menu for every tab: an antd Dropdown per tab cost a Dropdown and a Trigger each on every render.
  const menu = useAnchoredMenu<TagView>({
    items: (view) => actionsOf(view).map((action) => ({ key: action, label: t(`tags.${action}`) })),
    onPick: (key, view) => {
      const action = actionsOf(view).find((a) => a === key);
      if (action) run(action, view);
    },
  });

  useEffect(() => {
    // After the frame: scrolling needs the layout, and forcing it here, while the new screen is still
    // rendering, cost a whole page layout in the middle of the sign-in (45 ms at 1× in a profile).
    const timer = setTimeout(() => {
      const active = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
      active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => clearTimeout(timer);
  }, [activePath, visited.length]);

  const onMouseUp = (event: MouseEvent, view: TagView) => {
    if (event.button === 1 && !view.affix) run('close', view);
  };

  return (
    <nav
      ref={bar}
      className="tags-view"
      aria-label={t('tags.label')}
      onWheel={(e) => {
        if (bar.current) bar.current.scrollLeft += e.deltaY;
      }}
    >
      {visited.map((view) => {
        const active = view.path === activePath;
        return (
          <div
            key={view.path}
            className={`tags-view-item${active ? ' is-active' : ''}`}
            data-path={view.path}
            onMouseDown={(e) => {
              if (e.button === 1) e.preventDefault(); // no autoscroll cursor
            }}
            onMouseUp={(e) => onMouseUp(e, view)}
            {...menu.contextTrigger(view)}
          >
            <Link
              to={view.fullPath}
              className="tags-view-link"
              aria-current={active ? 'page' : undefined}
              draggable={false}
              // A middle click closes the tab instead of opening the page in a new browser tab.
              onAuxClick={(e) => e.preventDefault()}
            >
              {view.title}
            </Link>
            {!view.affix && (
              <button
                type="button"
                className="tags-view-close"
                aria-label={t('tags.closeTab', { title: view.title })}
                onClick={() => run('close', view)}
              >
                <CloseOutlined />
              </button>
            )}
          </div>
        );
      })}
      {menu.element}
    </nav>
  );
}
