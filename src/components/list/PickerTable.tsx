import { Flex, Input, Space, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';

import { Paginator } from './Paginator';
import { SearchForm } from './SearchForm';
import { TableScrollBox } from './TableScrollBox';
import type { ListController } from './use-list-controller';

export interface PickerTableProps<Row extends object, Q> {
  /** `useListController(list, …)` of a `useListQuery({ syncUrl: false })`: state local to the dialog. */
  controller: ListController<Row, Q>;
  /** One search box for a text filter (e.g. the title), searched from page 1 on Enter. */
  searchBox?: { name: keyof Q & string; placeholder: string };
  /** A full search form instead: `Form.Item`s named as the list's filters. */
  search?: ReactNode;
  /** Buttons on the left above the table (add / remove of a relation list). */
  toolbar?: ReactNode;
  /** Title of a leading row-number column counting across pages ("序号"); none when omitted. */
  indexColumn?: ReactNode;
  /** What the empty table says (e.g. "pick a catalog first"). */
  emptyText?: ReactNode;
  /** Any other Table prop. */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'rowSelection'>;
}

/**
 * The small table of a picker or relation dialog: optional search box or form, the controller's table
 * (single or multiple selection, row click, double click) and a paginator, all on the dialog's own
 * list state. Picks survive paging when the controller keeps them (`keepSelection`).
 *
 *   const list = useListQuery({ queryKey, queryFn, filters: { title: 'text' }, syncUrl: false, pageSize: 10 });
 *   const picker = useListController(list, { rowKey: 'id', columns, selection: 'single', rowClick: 'toggle',
 *     onRowDoubleClick: (row) => onOk(row) });
 *   <PickerTable controller={picker} searchBox={{ name: 'title', placeholder: t('title') }} />
 */
const INDEX_WIDTH = 70;

export function PickerTable<Row extends object, Q>(props: PickerTableProps<Row, Q>) {
  const { controller, searchBox, search, toolbar, indexColumn, emptyText, table } = props;
  const { list } = controller;
  const tableProps = controller.getTableProps();
  const { pageNum, pageSize } = list.state;
  const index: ColumnType<Row>[] = indexColumn
    ? [
        {
          key: '__index',
          title: indexColumn,
          width: INDEX_WIDTH,
          render: (_v, _r, i) => (pageNum - 1) * pageSize + i + 1,
        },
      ]
    : [];
  const paginator = controller.getPaginatorProps();
  const current = searchBox ? list.state.filters[searchBox.name] : undefined;

  return (
    <div className="kit-picker-table">
      {search && (
        <SearchForm {...controller.getSearchFormProps()} name="picker">
          {search}
        </SearchForm>
      )}
      {(toolbar || searchBox) && (
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap>{toolbar}</Space>
          {searchBox && (
            <Input.Search
              allowClear
              style={{ width: 240 }}
              defaultValue={typeof current === 'string' ? current : undefined}
              placeholder={searchBox.placeholder}
              aria-label={searchBox.placeholder}
              onSearch={(value) => list.search({ ...list.state.filters, [searchBox.name]: value })}
            />
          )}
        </Flex>
      )}
      <TableScrollBox>
        <Table<Row>
          size="small"
          {...table}
          {...tableProps}
          columns={[...index, ...(tableProps.columns ?? [])]}
          style={{
            ...table?.style,
            minWidth: Number(tableProps.style?.minWidth ?? 0) + (indexColumn ? INDEX_WIDTH : 0),
          }}
          locale={emptyText ? { emptyText } : table?.locale}
        />
      </TableScrollBox>
      {paginator && <Paginator {...paginator} />}
    </div>
  );
}
