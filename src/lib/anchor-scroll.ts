/**
 * Calls `onMoved` when a scroll anywhere on the page moves `anchor` from where it is now, for a popup
 * shown beside it (a shared menu, a hint), which would otherwise stay behind. A scroll that leaves the
 * anchor in place keeps the popup: a table syncs its header's and body's scroll positions as something
 * mounts in one of its cells, and another panel may scroll meanwhile. Returns the cleanup.
 */
export function onAnchorScrolledAway(anchor: HTMLElement, onMoved: () => void): () => void {
  const at = anchor.getBoundingClientRect();
  const onScroll = () => {
    const now = anchor.getBoundingClientRect();
    if (now.left !== at.left || now.top !== at.top) onMoved();
  };
  window.addEventListener('scroll', onScroll, true);
  return () => window.removeEventListener('scroll', onScroll, true);
}
