import { feedback } from '@/lib/feedback';
import { useTagsView, type TagView } from '@/stores/tags-view';

/** What a page with unsaved changes registered: present only while the page is dirty and visible. */
export interface DirtyPage {
  /** The pathname the page lives at (its own, frozen one when kept alive). */
  path: string;
  title: string;
  message: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** The leave was let through already (after a save, or a leave the user confirmed). */
  isReleased: () => boolean;
  /** The user chose to leave: release the page and run its `onLeave`. */
  leave: () => void;
  /** The page's tab as last seen, to put back when closing it is cancelled. */
  tab: () => TagView | undefined;
}

const dirtyPages = new Set<DirtyPage>();

/** Registers a dirty page; returns the unregistration. */
export function registerDirtyPage(page: DirtyPage): () => void {
  dirtyPages.add(page);
  return () => {
    dirtyPages.delete(page);
  };
}

/**
 * The dirty page that must ask before `pathname` is left, if any. Pages kept alive behind other tabs
 * are at other paths (and unregistered while hidden), so they never hold up navigation elsewhere.
 */
export function dirtyPageAt(pathname: string): DirtyPage | undefined {
  for (const page of dirtyPages) if (page.path === pathname && !page.isReleased()) return page;
  return undefined;
}

/** Whether the page at `pathname` holds changes it would ask about before being left. */
export function hasUnsavedChanges(pathname: string): boolean {
  return dirtyPageAt(pathname) !== undefined;
}

let open: Promise<boolean> | null = null;

/**
 * Asks whether to leave `page`, resolving true when the user leaves. One confirm at a time: whoever
 * asks while it is open (the router's blocker and the page's own Close button, say) shares its answer.
 */
export function askToLeave(page: DirtyPage): Promise<boolean> {
  open ??= new Promise<boolean>((resolve) => {
    // A confirm closed without an answer (destroyed with every popup) counts as "stay", so that a
    // dead prompt never holds the next one back. After OK or Cancel the answer is in first (the
    // timeout lets feedback's own promise settle even when the close has no animation).
    void feedback
      .confirm({
        title: page.title,
        content: page.message,
        okText: page.okText,
        cancelText: page.cancelText,
        danger: page.danger,
        props: { afterClose: () => setTimeout(() => resolve(false)) },
      })
      .then(resolve);
  })
    .then((leave) => {
      // One answer for the page: every guard registered at its path (a page and a form inside it)
      // lets go, so the navigation is not held a second time.
      if (leave) for (const other of [...dirtyPages]) if (other.path === page.path) other.leave();
      return leave;
    })
    .finally(() => {
      open = null;
    });
  return open;
}

/**
 * For actions outside the page that drop its input before navigating (switching the current site):
 * asks when the page at `pathname` is dirty, and resolves true when it may be left (it is then
 * released, so the navigation that follows goes through).
 */
export function confirmLeavingPage(pathname: string): Promise<boolean> {
  const page = dirtyPageAt(pathname);
  return page ? askToLeave(page) : Promise.resolve(true);
}

/** Closing the page's own tab started the navigation the user just cancelled: the tab comes back. */
export function restoreTab(page: DirtyPage): void {
  const tab = page.tab();
  const tabs = useTagsView.getState();
  if (tab && !tabs.visited.some((v) => v.path === tab.path)) tabs.addView(tab);
}
