import type { CatalogTreeNode } from './types';

/** Every node, depth first. */
export function flattenNodes(nodes: readonly CatalogTreeNode[]): CatalogTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenNodes(n.children ?? [])]);
}

/** Ids of the nodes that have children (what "expand all" opens). */
export function parentIds(nodes: readonly CatalogTreeNode[]): string[] {
  return flattenNodes(nodes)
    .filter((n) => n.children?.length)
    .map((n) => n.id);
}

/** The node with `id` and the ids of its ancestors (root first), or undefined. */
export function findWithPath(
  nodes: readonly CatalogTreeNode[],
  id: string,
  path: string[] = [],
): { node: CatalogTreeNode; ancestors: string[] } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, ancestors: path };
    const found = findWithPath(node.children ?? [], id, [...path, node.id]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Nodes whose label contains `text` (case-insensitive) with their ancestors kept so they stay
 * reachable; a matching node keeps its whole branch.
 */
export function filterNodes(nodes: readonly CatalogTreeNode[], text: string): CatalogTreeNode[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(wanted)) return [node];
    const children = filterNodes(node.children ?? [], wanted);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Remembered selection per site: `{ [siteId]: catalogId }` stored as JSON under `key`. */
export const rememberedSelection = {
  get(key: string, siteId: string): string | undefined {
    try {
      const map = JSON.parse(globalThis.localStorage?.getItem(key) ?? '{}') as Record<string, string>;
      return map[siteId] || undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, siteId: string, catalogId: string | undefined): void {
    try {
      const map = JSON.parse(globalThis.localStorage?.getItem(key) ?? '{}') as Record<string, string>;
      if (catalogId) map[siteId] = catalogId;
      else delete map[siteId];
      globalThis.localStorage?.setItem(key, JSON.stringify(map));
    } catch {
      // Storage full or blocked: the selection is simply not remembered.
    }
  },
};
