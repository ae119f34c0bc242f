import { type ReactNode, useEffect, useRef, useState } from 'react';

/** A pixel of rounding: a box exactly as wide as its table does not count as scrolling. */
const TOLERANCE = 1;

/** Whether part of the box's content lies beyond its right edge (under the pinned row actions). */
function hidesContentOnTheRight(box: HTMLElement): boolean {
  return box.scrollLeft + box.clientWidth < box.scrollWidth - TOLERANCE;
}

/**
 * The box a kit table scrolls sideways in when its columns need more than the window gives
 * (docs/ui-layout.md). The table's own sideways scroll is off there, so antd does not know the table
 * overflows and never shows the pinned row-action column's shadow: the box tells, through
 * `data-covered`, while columns really pass under that column (the box overflows and is not
 * scrolled to its end), and the shadow shows only then.
 */
export function TableScrollBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const update = () => setCovered(hidesContentOnTheRight(box));
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box narrows with the window, the table widens as columns or rows arrive.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(box);
    for (const table of Array.from(box.querySelectorAll('table'))) resize?.observe(table);
    return () => {
      box.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className="kit-table-scroll" data-covered={covered || undefined}>
      {children}
    </div>
  );
}
