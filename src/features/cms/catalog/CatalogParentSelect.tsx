import { TreeSelect } from 'antd';
import { useMemo } from 'react';

import { useCatalogTree, type CatalogTreeNode } from '@/components/cms/catalog-tree';

interface Option {
  value: string;
  title: string;
  children?: Option[];
}

const toOptions = (nodes: readonly CatalogTreeNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.label,
    children: n.children ? toOptions(n.children) : undefined,
  }));

/** A tree select over the current site's catalogs (empty = top level). */
export function CatalogParentSelect(props: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const tree = useCatalogTree();
  const treeData = useMemo(() => toOptions(tree.data?.nodes ?? []), [tree.data]);
  return (
    <TreeSelect
      {...props}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={false}
      treeData={treeData}
      placeholder={tree.data?.siteName}
    />
  );
}
