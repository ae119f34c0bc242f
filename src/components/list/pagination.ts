/**
 * Paginator constants and rules of the console: sizes 10/20/30/50, default 20, pager count 7
 * (5 below the 992 px mobile breakpoint), scroll to top over 800 ms after each change.
 */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MOBILE_BREAKPOINT = 992;
export const SCROLL_DURATION_MS = 800;

/**
 * RuoYi's rule for a size change: when the current page times the new size passes the total, the
 * current page would show nothing useful, so paging starts again at page 1.
 */
export function pageAfterSizeChange(pageNum: number, pageSize: number, total: number): number {
  return pageNum * pageSize > total ? 1 : pageNum;
}

/** The last page holding rows (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
}

/** Scrolls the page (or `element`) to the top over `duration` ms, as RuoYi's scrollTo(0, 800) does. */
export function scrollToTop(duration = SCROLL_DURATION_MS, element?: Element | null): void {
  if (typeof window === 'undefined') return;
  const target = element ?? document.scrollingElement ?? document.documentElement;
  const start = target.scrollTop;
  if (start <= 0) return;
  if (typeof window.requestAnimationFrame !== 'function' || duration <= 0) {
    target.scrollTop = 0;
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    target.scrollTop = start * (1 - easeInOutQuad(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
