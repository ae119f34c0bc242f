import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

import type { ListAction } from './actions';
import { OPERATION_COLUMN_KEY } from './column-layout';
import { LightTable, lightTableFits } from './light-table';
import { RowActionButtons, rowActionsWidth } from './RowActionButtons';
import { TableScrollBox } from './TableScrollBox';

/** What a label says, for width estimates (a non-text label counts as four characters). */
const labelText = (label: unknown) => (typeof label === 'string' ? label : '操作按钮');

/**
 * The operation column of a list: each row's permitted actions on one line, at most three buttons
 * (else two and "More").
 */
export function useOperationColumn<Row>(
  actions: readonly ListAction<Row>[],
  onAction: (action: ListAction<Row>, row: Row) => void,
): ColumnType<Row>[] {
  const { t } = useTranslation('kit');
  if (actions.length === 0) return [];
  const width = rowActionsWidth(
    actions.map((a) => labelText(a.label)),
    // Rows may hide some actions, so any shown button may be one with an icon.
    { icons: actions.some((a) => a.icon), moreLabel: t('more') },
  );
  return [
    {
      key: OPERATION_COLUMN_KEY,
      title: t('operation'),
      align: 'center',
      width,
      render: (_value, row) => (
        <RowActionButtons
          items={actions
            .filter((a) => !a.hidden?.(row))
            .map((a) => ({
              key: a.key,
              label: a.label,
              icon: a.icon,
              danger: a.danger,
              onClick: () => onAction(a, row),
            }))}
        />
      ),
    },
  ];
}

/**
 * The kit's table over a screen's own table props, in a box that scrolls sideways when the window is
 * narrower than the columns' widths (the table's `minWidth`). A screen that asks for antd's own
 * sideways scroll (`scroll.x`) gets that instead, at least as wide as the columns: the pinned
 * row-action column sticks to the nearest scrolling container, so only one of the two may scroll.
 * The usual list table is drawn by `LightTable` (antd's markup without its per-cell components);
 * trees, antd's own scrolling and other table features go to antd's Table.
 */
export function KitTable<Row extends object>({
  table,
  kit,
}: {
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'rowSelection'>;
  kit: TableProps<Row>;
}) {
  const className = [kit.className, table?.className].filter(Boolean).join(' ');
  const ownX = table?.scroll?.x;
  const minWidth = Number(kit.style?.minWidth) || 0;
  const sizing: Pick<TableProps<Row>, 'style' | 'scroll'> = ownX === undefined
    ? { style: { ...table?.style, ...kit.style } }
    : {
        style: table?.style,
        scroll: { ...table?.scroll, x: typeof ownX === 'number' ? Math.max(ownX, minWidth) : ownX },
      };
  const props: TableProps<Row> = { ...table, ...kit, className, ...sizing };
  return (
    <TableScrollBox>
      {lightTableFits(props) ? <LightTable<Row> {...props} /> : <Table<Row> {...props} />}
    </TableScrollBox>
  );
}
