/**
 * `@rc-component/util` as rc-table's Table sees it (resolved here by scripts/vite/bundle-shims.ts):
 * the library's own exports, with `getTargetScrollBarSize` measured once per page instead of on every
 * table mount. The measurement reads the target's computed style, adds a style rule and a 100 × 100 px
 * box to the document, reads its size and removes both: a forced style recalculation and layout of the
 * whole page just as a screen's new DOM is in (18 ms of the role list's 215 at 1×), and a style
 * invalidation that makes the next frame recalculate everything again. The console's tables share one
 * scrollbar style (antd's table style sets only its colour, per theme), so the width does not change
 * from one table to the next.
 */
import { getTargetScrollBarSize as measureTargetScrollBar } from '@rc-component/util';

export * from '@rc-component/util';

type Size = ReturnType<typeof measureTargetScrollBar>;

let measured: Size | undefined;

export function getTargetScrollBarSize(target: HTMLElement | null | undefined): Size {
  if (measured) return measured;
  const size = measureTargetScrollBar(target as HTMLElement);
  // Nothing to measure yet (no element): ask again next time.
  if (target instanceof Element) measured = size;
  return size;
}
