import { useRouterHandle } from '@/lib/router-handle';
import { lastViewPath, useTagsView, type TagView } from '@/stores/tags-view';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The context-menu entries that apply to the tab at `index` (the others are hidden). */
export function applicableActions(visited: readonly TagView[], index: number): TagAction[] {
  const view = visited[index];
  if (!view) return [];
  const closable = (v: TagView) => !v.affix;
  const actions: TagAction[] = ['refresh'];
  if (closable(view)) actions.push('close');
  if (visited.some((v, i) => i !== index && closable(v))) actions.push('closeOthers');
  if (visited.slice(0, index).some(closable)) actions.push('closeLeft');
  if (visited.slice(index + 1).some(closable)) actions.push('closeRight');
  if (visited.some(closable)) actions.push('closeAll');
  return actions;
}

/**
 * Runs a tab action and, when it closed the open page, goes on to the right place: the tab acted on
 * (close others/left/right) or the last remaining tab (close, close all).
 */
export function useTagActions() {
  const { navigate, location } = useRouterHandle();
  return (action: TagAction, view: TagView) => {
    const store = useTagsView.getState();
    if (action === 'refresh') {
      store.uncache(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
      return;
    }
    if (action === 'close') store.closeView(view.path);
    else if (action === 'closeOthers') store.closeOthers(view.path);
    else if (action === 'closeLeft') store.closeLeft(view.path);
    else if (action === 'closeRight') store.closeRight(view.path);
    else store.closeAll();
    const { visited } = useTagsView.getState();
    if (visited.some((v) => v.path === location().pathname)) return;
    const keptSelf = visited.some((v) => v.path === view.path);
    navigate(keptSelf ? view.fullPath : lastViewPath(visited));
  };
}
