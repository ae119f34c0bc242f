import type { TableProps } from 'antd';

/** The Table props LightTable draws; any other one set sends the table to antd's own. */
const TABLE_PROPS = new Set([
  'rowKey',
  'columns',
  'dataSource',
  'loading',
  'pagination',
  'rowSelection',
  'onChange',
  'onRow',
  'rowClassName',
  'size',
  'className',
  'style',
  'tableLayout',
  'locale',
]);

/** The column props LightTable draws (`minWidth` is the kit's layout hint, not drawn). */
const COLUMN_PROPS = new Set([
  'key',
  'dataIndex',
  'title',
  'width',
  'minWidth',
  'ellipsis',
  'align',
  'render',
  'sorter',
  'sortOrder',
  'className',
  'fixed',
]);

const SELECTION_PROPS = new Set(['type', 'columnWidth', 'selectedRowKeys', 'onChange', 'getCheckboxProps']);

const onlyKnown = (value: object, known: Set<string>) =>
  Object.entries(value).every(([key, v]) => v === undefined || known.has(key));

/**
 * Whether LightTable can draw this table exactly as antd's Table would: the list kit's tables (flat
 * rows, check-box selection, server-side sort, the row-action column pinned to the right edge).
 * Expandable or tree rows, antd's own scrolling, grouped or left-pinned columns, custom cells and radio
 * selection stay with antd's Table.
 */
export function lightTableFits<Row extends object>(props: TableProps<Row>): boolean {
  if (!onlyKnown(props, TABLE_PROPS)) return false;
  if (props.pagination !== undefined && props.pagination !== false) return false;
  if (props.loading !== undefined && typeof props.loading !== 'boolean') return false;
  if (props.locale && !onlyKnown(props.locale, new Set(['emptyText']))) return false;
  if (typeof props.rowKey !== 'string') return false;
  const selection = props.rowSelection;
  if (selection && (!onlyKnown(selection, SELECTION_PROPS) || selection.type === 'radio')) return false;
  // antd takes a row's `children` array for nested rows.
  if (props.dataSource?.some((row) => Array.isArray((row as { children?: unknown }).children))) return false;
  const columns = props.columns ?? [];
  return columns.every((column, index) => {
    if (!onlyKnown(column, COLUMN_PROPS) || 'children' in column) return false;
    // antd calls a function title with the table's sort state; LightTable draws titles as they are.
    if (typeof column.title === 'function') return false;
    if (column.sorter !== undefined && column.sorter !== true) return false;
    // Only the last column may be pinned, to the right edge.
    return column.fixed === undefined || (column.fixed === 'right' && index === columns.length - 1);
  });
}
