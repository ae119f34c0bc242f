/** The CMS catalog tree shared by the catalog, content and picker screens (see src/components/README.md). */
export { CatalogTree, type CatalogTreeProps } from './CatalogTree';
export { CatalogPickerDialog, CATALOG_ROOT_ID, type CatalogPickerDialogProps } from './CatalogPickerDialog';
export { catalogTreeKeys, useCatalogTree, useCurrentSiteId } from './use-catalog-tree';
export { loadCatalogTree } from './tree-data';
export { flattenNodes, findWithPath, rememberedSelection } from './tree-utils';
export type { CatalogTreeData, CatalogTreeNode } from './types';
