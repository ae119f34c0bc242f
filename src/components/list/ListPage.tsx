import { Button, Flex, Space, Table, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '@/components/auth';

import { useActionRunner, type ListAction } from './actions';
import { sortOrderOf, toSorts } from './list-state';
import { Paginator } from './Paginator';
import { RightToolbar } from './RightToolbar';
import { SearchForm } from './SearchForm';
import type { ListQuery } from './use-list-query';

/** An antd column with a required `key`; `hideable: false` keeps it out of the column chooser. */
export type ListColumn<Row> = ColumnType<Row> & { key: string; hideable?: boolean };

export interface ListPageProps<Row, Q> {
  list: ListQuery<Row, Q>;
  rowKey: keyof Row & string;
  columns: ListColumn<Row>[];
  /** The search form's `Form.Item`s (named as the list's filters). */
  search?: ReactNode;
  /** Toolbar buttons; they get the selected rows. */
  actions?: ListAction<Row>[];
  /** Operation column buttons; each gets its row. */
  rowActions?: ListAction<Row>[];
  /** Checkbox column; default: on when a toolbar action needs a selection. */
  selectable?: boolean;
  /** Extra content at the end of the toolbar's left side. */
  toolbarExtra?: ReactNode;
  /** Any other Table prop (expandable trees, scroll, size…). */
  table?: Omit<
    TableProps<Row>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'rowSelection'
  >;
  /** Dialogs of the screen. */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The list page shell: search form, toolbar (permission-gated actions, show/hide search, refresh,
 * column chooser), table with selection and an operation column, paginator. Screens declare columns
 * and actions; paging, loading, selection checks and confirms live here.
 */
export function ListPage<Row extends object, Q>(props: ListPageProps<Row, Q>) {
  const { list, rowKey, columns, search, actions = [], rowActions = [], table } = props;
  const { t } = useTranslation('kit');
  const { can } = useAuth();
  const run = useActionRunner<Row>();
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useState<string[]>([]);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const listKey = JSON.stringify(list.queryKey);
  useEffect(() => setSelectedKeys([]), [listKey]);

  const toolbar = actions.filter((a) => !a.access || can(a.access));
  const perRow = rowActions.filter((a) => !a.access || can(a.access));
  const selectable = props.selectable ?? actions.some((a) => a.selection && a.selection !== 'none');
  const keyOf = (row: Row) => row[rowKey] as Key;
  const selectedRows = list.rows.filter((row) => selectedKeys.includes(keyOf(row)));

  const onAction = async (action: ListAction<Row>, rows: Row[], fromToolbar: boolean) => {
    const done = await run(action, rows, fromToolbar);
    if (done && action.confirm) setSelectedKeys([]);
  };

  const shown: ColumnType<Row>[] = columns
    .filter((c) => !hidden.includes(c.key))
    .map(({ hideable: _hideable, ...c }) =>
      c.sorter ? { ...c, sortOrder: sortOrderOf(list.state.sorts, String(c.dataIndex ?? c.key)) } : c,
    );
  if (perRow.length > 0) {
    shown.push({
      key: '__operation',
      title: t('operation'),
      align: 'center',
      render: (_value, row) => (
        <Space size={0} wrap>
          {perRow
            .filter((a) => !a.hidden?.(row))
            .map((a) => (
              <Button
                key={a.key}
                type="link"
                size="small"
                danger={a.danger}
                icon={a.icon}
                onClick={() => void onAction(a, [row], false)}
              >
                {a.label}
              </Button>
            ))}
        </Space>
      ),
    });
  }

  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const sorters = (Array.isArray(sorter) ? sorter : [sorter]) as SorterResult<Row>[];
    list.setSorts(
      toSorts(sorters.map((s) => ({ field: s.column?.dataIndex ?? s.columnKey, order: s.order }))),
    );
  };

  return (
    <div className="kit-list-page" data-testid={props['data-testid']}>
      {search && showSearch && (
        <SearchForm
          values={list.state.filters}
          defaults={list.defaultFilters}
          onSearch={list.search}
          onReset={list.reset}
        >
          {search}
        </SearchForm>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {toolbar.map((a) => (
            <Button
              key={a.key}
              type={a.primary ? 'primary' : 'default'}
              ghost={a.primary}
              danger={a.danger}
              icon={a.icon}
              onClick={() => void onAction(a, selectedRows, true)}
            >
              {a.label}
            </Button>
          ))}
          {props.toolbarExtra}
        </Space>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={search ? () => setShowSearch((v) => !v) : undefined}
          onRefresh={() => void list.refresh()}
          refreshing={list.isFetching}
          columns={columns
            .filter((c) => c.hideable !== false)
            .map((c) => ({ key: c.key, title: c.title as ReactNode }))}
          hidden={hidden}
          onHiddenChange={setHidden}
        />
      </Flex>
      <Table<Row>
        {...table}
        rowKey={rowKey}
        columns={shown}
        dataSource={list.rows}
        loading={list.isFetching}
        pagination={false}
        onChange={onTableChange}
        rowSelection={
          selectable
            ? { selectedRowKeys: selectedKeys, onChange: (keys) => setSelectedKeys(keys) }
            : undefined
        }
      />
      {list.paginator && <Paginator {...list.paginator} />}
      {props.children}
    </div>
  );
}
