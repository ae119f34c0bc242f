import { Empty, Spin, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import type { CSSProperties, Key, ReactNode } from 'react';

import { CheckBox, cx, drawable, ellipsisTitle, nextOrder, SortTitle, valueAt } from './light-parts';
import { useLightScope } from './use-light-scope';
import { useLightSelection } from './use-light-selection';

interface Col<Row> {
  column: ColumnType<Row> | null;
  key: string;
  className: string;
  style?: CSSProperties;
  width?: number | string;
}

/**
 * The list kit's table drawn without antd's Table component: the same markup and classes over antd's
 * own table and check-box styles (`useLightScope`), for the tables `lightTableFits` accepts. antd's
 * Table renders a Cell per cell with about 26 hooks (a third of a kept list screen's hooks) and a
 * Checkbox with a Wave per row; here a cell is a `<td>`. Loading and the empty state are antd's.
 * Rows highlight under the pointer by CSS (`.kit-table` in global.css) instead of antd's per-cell
 * hover state.
 */
export function LightTable<Row extends object>(props: TableProps<Row>) {
  const { columns = [], dataSource = [], rowSelection, size, tableLayout } = props;
  const scope = useLightScope();
  const prefix = scope.table.prefix;
  const rowKey = props.rowKey as keyof Row & string;
  const keyOf = (row: Row) => row[rowKey] as Key;
  const selection = useLightSelection(rowSelection, dataSource, keyOf);

  const cols: Col<Row>[] = [];
  if (rowSelection)
    cols.push({
      column: null,
      key: '__selection',
      className: `${prefix}-selection-column`,
      width: rowSelection.columnWidth,
    });
  columns.forEach((column, index) => {
    const pinned = column.fixed === 'right';
    const last = index === columns.length - 1;
    const at = cols.length;
    cols.push({
      column,
      key: String(column.key ?? index),
      className: cx(
        column.sortOrder && `${prefix}-column-sort`,
        column.ellipsis && `${prefix}-cell-ellipsis`,
        pinned && `${prefix}-cell-fix ${prefix}-cell-fix-end ${prefix}-cell-fix-end-shadow`,
        column.className,
      ),
      // antd's order: the pinned cell's offsets, then the alignment.
      style: {
        ...(pinned && last
          ? ({ insetInlineEnd: 0, '--z-offset': at, '--z-offset-reverse': 1 } as CSSProperties)
          : {}),
        ...(column.align ? { textAlign: column.align } : {}),
      },
      width: column.width,
    });
  });
  const layout = tableLayout ?? (columns.some((c) => c.ellipsis || c.fixed) ? 'fixed' : 'auto');

  const sort = (column: ColumnType<Row>) => {
    const sorter = {
      column,
      columnKey: column.key,
      field: column.dataIndex,
      order: nextOrder(column.sortOrder),
    };
    props.onChange?.({}, {}, sorter as SorterResult<Row>, {
      action: 'sort',
      currentDataSource: [...dataSource],
    });
  };

  const header = cols.map(({ column, key, className, style }) => {
    if (!column)
      return (
        <th key={key} className={cx(`${prefix}-cell`, className)} scope="col">
          {selection && (
            <div className={`${prefix}-selection`}>
              <CheckBox
                scope={scope.checkbox}
                label={scope.labels.all}
                {...selection.all}
                onToggle={selection.all.toggle}
              />
            </div>
          )}
        </th>
      );
    const title = column.title as ReactNode;
    const text = typeof title === 'string' ? title : undefined;
    if (column.sorter) {
      const order = column.sortOrder ?? null;
      const next = nextOrder(order);
      const hint =
        next === 'ascend'
          ? scope.locale.triggerAsc
          : next === 'descend'
            ? scope.locale.triggerDesc
            : scope.locale.cancelSort;
      return (
        <th
          key={key}
          aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : undefined}
          aria-description={scope.sortable}
          aria-label={text}
          className={cx(`${prefix}-cell`, className, `${prefix}-column-has-sorters`)}
          tabIndex={0}
          style={style}
          scope="col"
          onClick={() => sort(column)}
          onKeyDown={(event) => event.key === 'Enter' && sort(column)}
        >
          <SortTitle prefix={prefix} title={title} order={order} hint={hint ?? ''} />
        </th>
      );
    }
    return (
      <th
        key={key}
        className={cx(`${prefix}-cell`, className)}
        title={column.ellipsis ? text : undefined}
        style={style}
        scope="col"
      >
        {title}
      </th>
    );
  });

  const rows = dataSource.map((row, index) => {
    const key = keyOf(row);
    const box = selection?.rowBox(row, index);
    const own = props.onRow?.(row, index) ?? {};
    const rowClass =
      typeof props.rowClassName === 'function' ? props.rowClassName(row, index, 0) : props.rowClassName;
    return (
      <tr
        key={key}
        {...own}
        className={cx(
          `${prefix}-row ${prefix}-row-level-0`,
          box?.checked && `${prefix}-row-selected`,
          rowClass,
          own.className,
        )}
        data-row-key={key}
      >
        {cols.map(({ column, key: colKey, className, style }) => {
          if (!column)
            return (
              <td key={colKey} className={cx(`${prefix}-cell`, className)}>
                {box && (
                  <CheckBox
                    scope={scope.checkbox}
                    label={scope.labels.row(index + 1, box.checked)}
                    checked={box.checked}
                    disabled={box.disabled}
                    onToggle={box.toggle}
                  />
                )}
              </td>
            );
          const value = valueAt(row, column.dataIndex);
          const content = drawable(column.render ? column.render(value, row, index) : value);
          const showTitle =
            column.ellipsis === true ||
            (typeof column.ellipsis === 'object' && column.ellipsis.showTitle !== false);
          return (
            <td
              key={colKey}
              className={cx(`${prefix}-cell`, className)}
              style={style}
              title={showTitle ? ellipsisTitle(content) : undefined}
            >
              {content}
            </td>
          );
        })}
      </tr>
    );
  });

  const emptyText = props.locale?.emptyText ?? scope.renderEmpty?.('Table') ?? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  );
  const empty = (
    <tr className={`${prefix}-placeholder`}>
      <td className={`${prefix}-cell`} colSpan={cols.length}>
        {typeof emptyText === 'function' ? null : emptyText}
      </td>
    </tr>
  );
  const { table } = scope;
  return (
    <div className={cx(table.vars, `${prefix}-wrapper`, props.className, table.hash)} style={props.style}>
      <Spin spinning={!!props.loading}>
        <div
          className={cx(
            prefix,
            size === 'middle' && `${prefix}-middle`,
            size === 'small' && `${prefix}-small`,
            dataSource.length === 0 && `${prefix}-empty`,
            table.vars,
            table.hash,
            layout === 'fixed' && `${prefix}-layout-fixed`,
            columns[columns.length - 1]?.fixed === 'right' && `${prefix}-has-fix-end`,
          )}
        >
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`}>
              <table style={{ tableLayout: layout }}>
                <colgroup>
                  {cols.map(({ key, column, width }) => (
                    <col
                      key={key}
                      style={width !== undefined ? { width } : undefined}
                      className={column ? undefined : `${prefix}-selection-col`}
                    />
                  ))}
                </colgroup>
                <thead className={`${prefix}-thead`}>
                  <tr>{header}</tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>{rows.length ? rows : empty}</tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>
  );
}
