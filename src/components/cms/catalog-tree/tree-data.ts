import { catalogApi, type RawCatalogNode } from '@/api/cms/catalog';

import type { CatalogTreeData, CatalogTreeNode } from './types';

function toNode(raw: RawCatalogNode): CatalogTreeNode {
  return {
    id: String(raw.id),
    parentId: String(raw.parentId),
    label: raw.label,
    disabled: raw.disabled || undefined,
    props: raw.props,
    children: raw.children?.length ? raw.children.map(toNode) : undefined,
  };
}

/** The current site's catalogs the user may view, as the tree components read them. */
export async function loadCatalogTree(disableLink: boolean): Promise<CatalogTreeData> {
  const data = await catalogApi.treeData(disableLink);
  return {
    nodes: (data?.rows ?? []).map(toNode),
    siteName: data?.siteName ?? '',
    expandMode: data?.expandMode ?? '',
  };
}
