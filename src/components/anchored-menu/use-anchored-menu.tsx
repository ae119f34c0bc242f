import { Dropdown, type MenuProps } from 'antd';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

import { onAnchorScrolledAway } from '@/lib/anchor-scroll';

export interface AnchoredMenuOptions<T> {
  /** The menu's entries for the target whose button was pressed. */
  items: (target: T) => MenuProps['items'];
  /** An entry was chosen; the menu has closed. */
  onPick: (key: string, target: T) => void;
  /** The entries shown as selected (a setting's current value). */
  selectedKeys?: (target: T) => string[];
}

/** What the button that opens the menu for a target spreads on itself. */
export interface AnchoredMenuTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onPointerDown: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** What an element whose right-click opens the menu for a target spreads on itself. */
export interface AnchoredContextMenuProps {
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
}

export interface AnchoredMenu<T> {
  /** Stable until the menu opens or closes (a tree's rows are not re-rendered meanwhile). */
  trigger: (target: T) => AnchoredMenuTriggerProps;
  /** The same menu as a context menu: a right-click opens it at the pointer. */
  contextTrigger: (target: T) => AnchoredContextMenuProps;
  /** The one menu: render it once, anywhere. */
  element: ReactNode;
}

interface Shown<T> {
  target: T;
  anchor: HTMLElement;
  /** Where the menu opens beside: the pressed button, or the pointer for a right-click. */
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>;
  placement: 'bottomRight' | 'bottomLeft';
}

/**
 * One drop-down menu shared by many small buttons (a row's or a tree node's "…"), opened beside the
 * button pressed. An antd Dropdown around each button costs a Dropdown, a Trigger and their hooks per
 * row on every render, most of a large tree's first paint; this renders plain buttons and one menu.
 * A second press on the same button closes it; a press on another moves it there. Escape or a choice
 * gives the focus back to the button; scrolling closes the menu, which would otherwise stay behind.
 */
export function useAnchoredMenu<T>({ items, onPick, selectedKeys }: AnchoredMenuOptions<T>): AnchoredMenu<T> {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const shownRef = useRef<Shown<T> | null>(null);
  // The menu's own outside-press handling closes it on mousedown, before the click: a press on the
  // button it was open for must then not open it again.
  const pressedWhileOpen = useRef(false);

  const show = useCallback((next: Shown<T> | null) => {
    shownRef.current = next;
    setShown(next);
  }, []);
  const close = useCallback(
    (giveFocusBack: boolean) => {
      const anchor = shownRef.current?.anchor;
      show(null);
      if (giveFocusBack && anchor?.isConnected) anchor.focus();
    },
    [show],
  );

  useEffect(() => {
    if (!shown) return;
    return onAnchorScrolledAway(shown.anchor, () => close(false));
  }, [shown, close]);

  const openTarget = shown?.target;
  const trigger = useCallback(
    (target: T): AnchoredMenuTriggerProps => ({
      'aria-haspopup': 'menu',
      'aria-expanded': openTarget === target,
      onPointerDown: (event) => {
        pressedWhileOpen.current = shownRef.current?.anchor === event.currentTarget;
      },
      // Enter and Space press the button: a container that handles them itself (a tree expands or
      // selects its active node, and cancels the key) would otherwise take them from it.
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      },
      onClick: (event) => {
        event.stopPropagation();
        const anchor = event.currentTarget;
        const wasOpen = pressedWhileOpen.current || shownRef.current?.anchor === anchor;
        pressedWhileOpen.current = false;
        if (wasOpen) close(false);
        else show({ target, anchor, rect: anchor.getBoundingClientRect(), placement: 'bottomRight' });
      },
    }),
    [openTarget, show, close],
  );
  const contextTrigger = useCallback(
    (target: T): AnchoredContextMenuProps => ({
      onContextMenu: (event) => {
        event.preventDefault();
        const rect = { left: event.clientX, top: event.clientY, width: 0, height: 0 };
        show({ target, anchor: event.currentTarget, rect, placement: 'bottomLeft' });
      },
    }),
    [show],
  );

  const element = shown && (
    <Dropdown
      open
      autoFocus
      trigger={['click']}
      placement={shown.placement}
      onOpenChange={(open, info) => {
        // Escape ('trigger') hands the focus back; a press elsewhere leaves it where it went.
        if (!open) close(info.source === 'trigger' && isInMenu(document.activeElement));
      }}
      menu={{
        items: items(shown.target),
        selectedKeys: selectedKeys?.(shown.target),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          const { target } = shown;
          close(true);
          onPick(key, target);
        },
      }}
    >
      <span
        aria-hidden
        className="kit-popup-anchor"
        style={{
          left: shown.rect.left,
          top: shown.rect.top,
          width: shown.rect.width,
          height: shown.rect.height,
        }}
      />
    </Dropdown>
  );
  return { trigger, contextTrigger, element };
}

function isInMenu(element: Element | null): boolean {
  return !element || element === document.body || element.closest('.ant-dropdown') !== null;
}
