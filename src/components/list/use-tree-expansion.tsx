import { NodeExpandOutlined } from '@ant-design/icons';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListAction } from './actions';

type Nested<Row> = Row & { children?: Nested<Row>[] };

function parentKeys<Row extends object>(rows: readonly Nested<Row>[], rowKey: keyof Row): Key[] {
  return rows.flatMap((row) =>
    row.children?.length ? [row[rowKey] as Key, ...parentKeys(row.children, rowKey)] : [],
  );
}

/**
 * Expand/collapse-all of a tree table (menu, department lists): the toolbar toggle and the table's
 * `expandable` props. The rows arrive after the first render, so "all" is derived from the current
 * rows rather than antd's mount-only `defaultExpandAllRows`; a row the user opens or closes switches
 * to the user's own set until the next toggle.
 *
 *   const tree = useTreeExpansion(list.rows, 'deptId', true);
 *   <ListPage actions={[…, tree.toggleAction]} table={{ expandable: tree.expandable }} />
 */
export function useTreeExpansion<Row extends object>(
  rows: readonly Nested<Row>[],
  rowKey: keyof Row & string,
  initiallyExpanded = false,
) {
  const { t } = useTranslation('kit');
  const [all, setAll] = useState(initiallyExpanded);
  const [own, setOwn] = useState<Key[] | undefined>(undefined);
  const allKeys = useMemo(() => parentKeys(rows, rowKey), [rows, rowKey]);
  const toggleAction: ListAction<Row> = {
    key: 'expandAll',
    label: t(all ? 'collapse' : 'expand'),
    icon: <NodeExpandOutlined />,
    run: () => {
      setAll(!all);
      setOwn(undefined);
    },
  };
  return {
    expanded: all,
    toggleAction,
    expandable: {
      expandedRowKeys: own ?? (all ? allKeys : []),
      onExpandedRowsChange: (keys: readonly Key[]) => setOwn([...keys]),
    },
  };
}
