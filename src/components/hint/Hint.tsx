import { composeRef } from '@rc-component/util/es/ref';
import {
  cloneElement,
  useEffect,
  useId,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { hintPopup } from './hint-popup';
import { dropHint, releaseHint, requestHint, syncHintTitle, type HintPlacement } from './hint-state';

/** The events a hint's child must pass on to its element: the ones antd's Tooltip needs too. */
interface HintChildProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type PassedProps = Record<string, unknown>;

/**
 * `passed` over the child's own props: handlers both run (the child's first), refs both receive the
 * node, anything else is `passed`'s. This is what antd's Tooltip did for a Popover or Dropdown around it.
 */
function mergeProps(child: ReactElement, passed: PassedProps): PassedProps {
  const own = child.props as PassedProps;
  const merged: PassedProps = { ...passed };
  for (const [key, value] of Object.entries(passed)) {
    const mine = own[key];
    if (key === 'ref' && mine) merged.ref = composeRef(mine as Ref<unknown>, value as Ref<unknown>);
    else if (typeof value === 'function' && typeof mine === 'function' && /^on[A-Z]/.test(key))
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
  }
  return merged;
}

/** Keyboard focus (not a click's) shows the hint; where `:focus-visible` is unknown, any focus does. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A tooltip for one control: `<Hint title="Refresh"><Button icon=… aria-label="Refresh" /></Hint>`.
 * It renders only its child; the one popup of the whole console (`HintLayer`) shows the text when the
 * pointer rests on the child or the keyboard focuses it, and Escape hides it. An antd Tooltip per
 * control costs a Tooltip, a Trigger and their hooks on every render, and its styles at the first one.
 */
export function Hint({
  title,
  placement = 'top',
  children,
  ...passed
}: {
  title: ReactNode;
  placement?: HintPlacement;
  children: ReactElement<HintChildProps>;
} & PassedProps) {
  const owner = useId();
  useEffect(() => syncHintTitle(owner, title), [owner, title]);
  useEffect(() => () => dropHint(owner), [owner]);
  // A popover or dropdown around the hint hands its own props (handlers, ref) to it: they go on.
  const child =
    Object.keys(passed).length > 0 ? cloneElement(children, mergeProps(children, passed)) : children;
  if (title === undefined || title === null || title === '' || title === false) return child;

  const own = child.props;
  return cloneElement(child, {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      void hintPopup.load().catch(() => undefined);
      requestHint(owner, event.currentTarget, title, placement);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      releaseHint(owner);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!focusedByKeyboard(event.target)) return;
      void hintPopup.load().catch(() => undefined);
      requestHint(owner, event.currentTarget, title, placement, true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      releaseHint(owner, true);
    },
  });
}
