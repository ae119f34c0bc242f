/** A node of `GET /cms/catalog/treeData` as the console uses it (ids are Long ids sent as strings). */
export interface CatalogTreeNode {
  id: string;
  parentId: string;
  label: string;
  disabled?: boolean;
  /** `internalUrl`, `catalogType`, `visible` … as the backend decorated the node. */
  props?: Record<string, unknown>;
  children?: CatalogTreeNode[];
}

/** What `useCatalogTree` resolves. */
export interface CatalogTreeData {
  nodes: CatalogTreeNode[];
  siteName: string;
  /** The user's `CatalogTreeExpandMode` preference: 'accordion' or ''. */
  expandMode: string;
}
