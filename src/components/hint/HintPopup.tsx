import { Tooltip } from 'antd';
import { useEffect } from 'react';

import { onAnchorScrolledAway } from '@/lib/anchor-scroll';

import { hideHint, useHintState } from './hint-state';

/** The popup's id, which the shown hint's anchor names as its description. */
export const HINT_ID = 'kit-hint';

/**
 * The one tooltip of the console, over a fixed, invisible stand-in the size and place of the hovered
 * control. It stays mounted closed after a hint goes, so the fade-out plays; each showing makes a new
 * one (`seq`), aligned afresh.
 */
export default function HintPopup() {
  const hint = useHintState((s) => s.hint);
  const open = useHintState((s) => s.open);
  const anchor = open ? hint?.anchor : undefined;

  useEffect(() => {
    if (!anchor) return;
    // A scroll that moves the control hides the hint; Escape dismisses it (WCAG 1.4.13).
    const stopWatchingScroll = onAnchorScrolledAway(anchor, hideHint);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideHint();
    };
    window.addEventListener('keydown', onKey, true);
    const described = anchor.getAttribute('aria-describedby');
    if (!described) anchor.setAttribute('aria-describedby', HINT_ID);
    return () => {
      stopWatchingScroll();
      window.removeEventListener('keydown', onKey, true);
      if (!described) anchor.removeAttribute('aria-describedby');
    };
  }, [anchor]);

  if (!hint) return null;
  const { rect } = hint;
  return (
    <Tooltip key={hint.seq} open={open} title={hint.title} placement={hint.placement} id={HINT_ID}>
      <span
        aria-hidden
        className="kit-popup-anchor"
        style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      />
    </Tooltip>
  );
}
