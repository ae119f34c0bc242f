import { Form, type TableProps } from 'antd';
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useMemo, useState, type Key, type MouseEvent, type ReactNode } from 'react';

import { layoutColumns, SELECTION_COLUMN_WIDTH, type LaidOutColumn } from './column-layout';
import { sortOrderOf, toSorts } from './list-state';
import type { PaginatorProps } from './Paginator';
import type { RightToolbarProps } from './RightToolbar';
import type { SearchFormProps } from './SearchForm';
import type { ListQuery } from './use-list-query';

/**
 * An antd column with a required `key`; `hideable: false` keeps it out of the column chooser. A column
 * without `width` is flexible and keeps at least `minWidth` (default 120 px): see `column-layout.ts`.
 */
export type ListColumn<Row> = LaidOutColumn<Row> & { key: string; hideable?: boolean };

/** 'multiple': check boxes; 'single': radio buttons; false: no selection column. */
export type SelectionMode = 'multiple' | 'single' | false;

export interface ListControllerOptions<Row> {
  rowKey: keyof Row & string;
  /** The columns the table shows and the column chooser offers. */
  columns?: readonly ListColumn<Row>[];
  selection?: SelectionMode;
  /**
   * Pickers: rows picked on other pages, searches or catalogs stay picked. Default: the selection is
   * cleared whenever the page, size, sort or filters change, so a batch action never hits unseen rows.
   */
  keepSelection?: boolean;
  /** Rows that cannot be selected (disabled box, clicks ignored). */
  isSelectable?: (row: Row) => boolean;
  /** A click on a row: 'toggle' it, or select 'only' it (a second click clears). Default: nothing. */
  rowClick?: 'toggle' | 'only';
  onRowDoubleClick?: (row: Row) => void;
  /** The list has a search form that the toolbar can hide. */
  search?: boolean;
}

export interface ListSelection<Row> {
  keys: Key[];
  /** The selected rows, as fresh as the last load (a refetch updates their status). */
  rows: Row[];
  count: number;
  set: (rows: readonly Row[]) => void;
  clear: () => void;
  /** What a row click does under the `rowClick` option. */
  click: (row: Row) => void;
}

// Clicks on a row's own controls are not row clicks.
const ROW_CONTROLS = 'button, a, input, .ant-dropdown, .ant-checkbox-wrapper, .ant-radio-wrapper';

/**
 * The list kit as props-getters: one hook holds a list's selection, hidden columns and search
 * visibility, and hands each part of a list screen its props, so a screen that needs its own layout
 * (the content list, picker dialogs) still gets the kit's behaviour. `<ListPage>` and `<PickerTable>`
 * are built on it. The list state (page, size, sort, filters) is the `ListQuery`'s, in the URL or in
 * memory (`useListQuery({ syncUrl: false })`).
 *
 *   const list = useListQuery({ queryKey, queryFn, filters: { title: 'text' } });
 *   const ctl = useListController(list, { rowKey: 'contentId', selection: 'multiple' });
 *   <SearchForm {...ctl.getSearchFormProps()}>…</SearchForm>
 *   <RightToolbar {...ctl.getToolbarProps()} />
 *   <Table {...ctl.getTableProps({ columns })} />
 *   <Paginator {...ctl.getPaginatorProps()} />
 */
export function useListController<Row extends object, Q>(
  list: ListQuery<Row, Q>,
  options: ListControllerOptions<Row>,
) {
  const { rowKey, columns = [], selection = false, keepSelection = false, isSelectable } = options;
  const [form] = Form.useForm();
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const [picked, setPicked] = useState<ReadonlyMap<Key, Row>>(() => new Map());
  const keyOf = useCallback((row: Row) => row[rowKey] as Key, [rowKey]);
  const canSelect = (row: Row) => !isSelectable || isSelectable(row);

  // Another query (filters, page, sort) clears the selection unless it is kept. Noted while rendering,
  // not in an effect: a tab's screen kept alive runs its effects again each time it is shown (React's
  // Activity), and the effect cleared the selection the user had left there.
  const listKey = JSON.stringify(list.queryKey);
  const [selectedFor, setSelectedFor] = useState(listKey);
  if (selectedFor !== listKey) {
    setSelectedFor(listKey);
    if (!keepSelection && picked.size > 0) setPicked(new Map());
  }

  const pageKeys = useMemo(() => new Set(list.rows.map(keyOf)), [list.rows, keyOf]);
  const fresh = useMemo(() => new Map(list.rows.map((row) => [keyOf(row), row])), [list.rows, keyOf]);
  const keys = [...picked.keys()];
  const rows = keys.map((key) => fresh.get(key) ?? (picked.get(key) as Row));

  const set = (next: readonly Row[]) => setPicked(new Map(next.map((row) => [keyOf(row), row])));
  const onSelectionChange = (_keys: Key[], chosen: Row[]) => {
    if (!keepSelection || selection === 'single') return set(chosen.filter(Boolean));
    // Rows of this page follow the table; picks elsewhere stay.
    const next = new Map([...picked].filter(([key]) => !pageKeys.has(key)));
    for (const row of chosen) if (row) next.set(keyOf(row), row);
    setPicked(next);
  };
  const click = (row: Row) => {
    if (!selection || !options.rowClick || !canSelect(row)) return;
    const key = keyOf(row);
    if (options.rowClick === 'only' || selection === 'single') {
      const alone = picked.size === 1 && picked.has(key);
      return set(alone && options.rowClick === 'only' ? [] : [row]);
    }
    const next = new Map(picked);
    if (next.has(key)) next.delete(key);
    else next.set(key, row);
    setPicked(next);
  };

  const selectionState: ListSelection<Row> = {
    keys,
    rows,
    count: keys.length,
    set,
    clear: () => setPicked(new Map()),
    click,
  };

  const getRowSelection = (): TableRowSelection<Row> | undefined =>
    selection
      ? {
          type: selection === 'single' ? 'radio' : 'checkbox',
          // Drawn as wide as the layout counts it (antd's own varies with size and borders).
          columnWidth: SELECTION_COLUMN_WIDTH,
          selectedRowKeys: keys,
          onChange: onSelectionChange,
          getCheckboxProps: isSelectable ? (row) => ({ disabled: !isSelectable(row) }) : undefined,
        }
      : undefined;

  const visibleColumns = (extra: readonly LaidOutColumn<Row>[] = []): LaidOutColumn<Row>[] => [
    ...columns
      .filter((c) => !hidden.includes(c.key))
      .map(({ hideable: _hideable, ...c }) =>
        c.sorter ? { ...c, sortOrder: sortOrderOf(list.state.sorts, String(c.dataIndex ?? c.key)) } : c,
      ),
    ...extra,
  ];

  const onChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const sorters = (Array.isArray(sorter) ? sorter : [sorter]) as SorterResult<Row>[];
    list.setSorts(
      toSorts(sorters.map((s) => ({ field: s.column?.dataIndex ?? s.columnKey, order: s.order }))),
    );
  };

  const onRow = (row: Row) => ({
    onClick: (event: MouseEvent) => {
      if (!(event.target as HTMLElement).closest(ROW_CONTROLS)) click(row);
    },
    onDoubleClick: () => options.onRowDoubleClick?.(row),
  });

  return {
    list,
    selection: selectionState,
    showSearch,
    /** The table's props; `extraColumns` go after the screen's (e.g. the operation column). */
    getTableProps: (extraColumns?: readonly LaidOutColumn<Row>[]): TableProps<Row> => {
      const layout = layoutColumns(visibleColumns(extraColumns), selection ? SELECTION_COLUMN_WIDTH : 0);
      return {
        rowKey,
        columns: layout.columns,
        // Columns keep their widths; in a narrower window the table's box (`KitTable`) scrolls, not the
        // page. Not antd's `scroll.x`: it adds a hidden copy of the headers (checkbox included) to the body.
        tableLayout: 'fixed',
        style: { minWidth: layout.scrollX },
        className: 'kit-table',
        dataSource: list.rows,
        loading: list.isFetching,
        pagination: false,
        onChange,
        rowSelection: getRowSelection(),
        // Only when used: a screen's own `onRow` (ListPage `table`) is otherwise kept.
        ...(options.rowClick || options.onRowDoubleClick ? { onRow } : {}),
      };
    },
    getRowSelection,
    getToolbarProps: (): RightToolbarProps => ({
      showSearch,
      onToggleSearch: options.search ? () => setShowSearch((v) => !v) : undefined,
      onRefresh: () => void list.refresh(),
      refreshing: list.isFetching,
      columns: columns
        .filter((c) => c.hideable !== false)
        .map((c) => ({ key: c.key, title: c.title as ReactNode })),
      hidden,
      onHiddenChange: setHidden,
    }),
    getPaginatorProps: (): PaginatorProps | undefined => list.paginator,
    getSearchFormProps: (): Omit<SearchFormProps, 'children'> => ({
      form,
      values: list.state.filters,
      defaults: list.defaultFilters,
      onSearch: list.search,
      onReset: list.reset,
    }),
  };
}

export type ListController<Row extends object, Q = Record<string, unknown>> = ReturnType<
  typeof useListController<Row, Q>
>;
