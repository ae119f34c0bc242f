import type { TableProps } from 'antd';
import type { ReactNode } from 'react';

import { useAuth } from '@/components/auth';
import { KitButton } from '@/components/button';

import { useActionRunner, type ListAction } from './actions';
import { KitTable, useOperationColumn } from './operation-column';
import { Paginator } from './Paginator';
import { ListToolbarRow, RightToolbar } from './RightToolbar';
import { SearchForm } from './SearchForm';
import { type ListColumn, type ListController, useListController } from './use-list-controller';
import type { ListQuery } from './use-list-query';

export type { ListColumn } from './use-list-controller';

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
  /**
   * Draws the rows otherwise than as the table (a grid of cards): gets the controller, so selection,
   * row actions (`runRowAction`) and loading stay the kit's; paging and toolbar are unchanged.
   */
  renderRows?: (
    ctl: ListController<Row & object, Q>,
    runRowAction: (action: ListAction<Row>, row: Row) => void,
  ) => ReactNode;
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
  const { can } = useAuth();
  const run = useActionRunner<Row>();
  const toolbar = actions.filter((a) => !a.access || can(a.access));
  const perRow = rowActions.filter((a) => !a.access || can(a.access));
  const selectable = props.selectable ?? actions.some((a) => a.selection && a.selection !== 'none');
  const ctl = useListController(list, {
    rowKey,
    columns,
    selection: selectable ? 'multiple' : false,
    search: !!search,
  });

  const onAction = async (action: ListAction<Row>, rows: Row[], fromToolbar: boolean) => {
    const done = await run(action, rows, fromToolbar);
    if (done && action.confirm) ctl.selection.clear();
  };

  const operation = useOperationColumn(perRow, (action, row) => void onAction(action, [row], false));
  const paginator = ctl.getPaginatorProps();

  return (
    <div className="kit-list-page" data-testid={props['data-testid']}>
      {search && ctl.showSearch && <SearchForm {...ctl.getSearchFormProps()}>{search}</SearchForm>}
      <ListToolbarRow right={<RightToolbar {...ctl.getToolbarProps()} />}>
        {toolbar.map((a) => (
          <KitButton
            key={a.key}
            primary={a.primary}
            ghost={a.primary}
            danger={a.danger}
            icon={a.icon}
            onClick={() => void onAction(a, ctl.selection.rows, true)}
          >
            {a.label}
          </KitButton>
        ))}
        {props.toolbarExtra}
      </ListToolbarRow>
      {props.renderRows ? (
        props.renderRows(ctl, (action, row) => void onAction(action, [row], false))
      ) : (
        <KitTable table={table} kit={ctl.getTableProps(operation)} />
      )}
      {paginator && <Paginator {...paginator} />}
      {props.children}
    </div>
  );
}
