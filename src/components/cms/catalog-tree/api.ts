import { http } from '@/lib/http';

import type { CatalogTreeData, CatalogTreeNode } from './types';

interface RawNode {
  id: string | number;
  parentId: string | number;
  label: string;
  disabled?: boolean;
  props?: Record<string, unknown>;
  children?: RawNode[];
}

interface RawTree {
  rows?: RawNode[];
  siteName?: string;
  expandMode?: string;
}

function toNode(raw: RawNode): CatalogTreeNode {
  return {
    id: String(raw.id),
    parentId: String(raw.parentId),
    label: raw.label,
    disabled: raw.disabled || undefined,
    props: raw.props,
    children: raw.children?.length ? raw.children.map(toNode) : undefined,
  };
}

export const catalogTreeApi = {
  /** `GET /cms/catalog/treeData?disableLink=`: the current site's catalogs the user may view. */
  treeData: async (disableLink: boolean): Promise<CatalogTreeData> => {
    const data = await http.get<RawTree>('/cms/catalog/treeData', { disableLink });
    return {
      nodes: (data?.rows ?? []).map(toNode),
      siteName: data?.siteName ?? '',
      expandMode: data?.expandMode ?? '',
    };
  },
};
