import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { type QueryKeys, useListMutation } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useCurrentSite } from '@/stores/current-site';

import type { GroupNode } from './GroupTree';
import type { WordT } from './i18n';

function contains(nodes: readonly GroupNode[], id: string): boolean {
  return nodes.some((n) => n.id === id || contains(n.children ?? [], id));
}

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, id: string | undefined) {
  try {
    if (id) localStorage.setItem(key, id);
    else localStorage.removeItem(key);
  } catch {
    // Remembering the group is a convenience only.
  }
}

/**
 * The chosen group of a word tab: kept in the URL by the page, remembered under `rememberKey` (the
 * TAG picker reads the same key) and chosen again on a fresh visit once the tree has it.
 */
export function useGroupChoice(options: {
  rememberKey: string;
  nodes: readonly GroupNode[] | undefined;
  groupId: string | undefined;
  onGroup: (groupId: string | undefined) => void;
}) {
  const { rememberKey, nodes, groupId, onGroup } = options;
  useEffect(() => {
    if (groupId || !nodes) return;
    const last = read(rememberKey);
    if (last && contains(nodes, last)) onGroup(last);
  }, [groupId, nodes, rememberKey, onGroup]);

  return (id: string | undefined) => {
    write(rememberKey, id);
    onGroup(id);
  };
}

/** The group calls both word tabs make (TAG and hot-word groups differ only in paths and body). */
interface GroupApi<B> {
  groupTree: () => Promise<GroupNode[]>;
  addGroup: (body: B) => Promise<unknown>;
  updateGroup: (body: B) => Promise<unknown>;
  removeGroups: (ids: readonly string[]) => Promise<unknown>;
}

/**
 * A word tab's groups: the site's tree, the chosen group (see useGroupChoice), save (a new group
 * becomes the chosen one) and delete after a confirm (deleting the chosen group clears the choice).
 */
export function useWordGroups<B extends { groupId?: string }>(options: {
  t: WordT;
  api: GroupApi<B>;
  keys: QueryKeys;
  rememberKey: string;
  groupId: string | undefined;
  onGroup: (groupId: string | undefined) => void;
}) {
  const { t, api, keys, groupId } = options;
  const siteId = useCurrentSite((s) => s.site?.siteId);
  // The groups are the current site's: wait for it rather than draw a tree that is replaced at once.
  const groups = useQuery({
    queryKey: keys.extra('groups', siteId),
    queryFn: api.groupTree,
    enabled: Boolean(siteId),
  });
  const choose = useGroupChoice({ ...options, nodes: groups.data });
  const save = useListMutation({
    mutationFn: (body: B) => (body.groupId ? api.updateGroup(body) : api.addGroup(body)),
    invalidate: keys.all,
    success: false,
    onSuccess: (saved) => {
      const id = saved && typeof saved === 'object' && 'groupId' in saved ? saved.groupId : undefined;
      if (id) choose(String(id));
    },
  });
  const remove = useListMutation({
    mutationFn: (node: GroupNode) => api.removeGroups([node.id]),
    invalidate: keys.all,
    success: 'delete',
    onSuccess: (_r, node) => {
      if (node.id === groupId) choose(undefined);
    },
  });
  const confirmRemove = async (node: GroupNode) => {
    const yes = await feedback.confirm({
      title: t('group.delete'),
      content: t('group.deleteConfirm', { name: node.label }),
      danger: true,
    });
    if (yes) await remove.mutateAsync(node).catch(() => undefined);
  };
  return { nodes: groups.data ?? [], loading: groups.isFetching, choose, save, confirmRemove };
}
