import { Checkbox, Table, type TableColumnsType } from 'antd';

import { permissionI18n } from './i18n';
import { VIEW, columnState, rowId, setCell, toggleColumn, toggleRow, type IdKey } from './priv-grid';
import type { PrivItemOption, PrivRow } from './types';

interface PrivGridProps {
  rows: PrivRow[];
  items: PrivItemOption[];
  idKey: IdKey;
  nameTitle: string;
  /** Catalog trees: expanded, no row numbers, stepwise View uncheck. */
  tree?: boolean;
  onChange: (rows: PrivRow[]) => void;
}

/** The privilege grid of the CMS permission tabs: View checkbox per row, one column per other item. */
export function PrivGrid({ rows, items, idKey, nameTitle, tree = false, onChange }: PrivGridProps) {
  const t = permissionI18n.useT();
  const ids = items.map((i) => i.id);
  const columns: TableColumnsType<PrivRow> = [
    ...(tree
      ? []
      : [
          {
            key: 'no',
            title: t('perms.no'),
            width: 70,
            render: (_v: unknown, _r: PrivRow, i: number) => i + 1,
          },
        ]),
    {
      key: 'name',
      title: nameTitle,
      render: (_v, row) => (
        <Checkbox
          checked={row.perms[VIEW]?.granted}
          disabled={row.perms[VIEW]?.inherited}
          onChange={(e) => onChange(toggleRow(rows, idKey, rowId(row, idKey), e.target.checked, ids, tree))}
        >
          {row.name}
        </Checkbox>
      ),
    },
    ...items
      .filter((item) => item.id !== VIEW)
      .map((item) => {
        const state = columnState(rows, item.id);
        return {
          key: item.id,
          width: 110,
          title: (
            <Checkbox
              checked={state.checked}
              indeterminate={state.indeterminate}
              onChange={(e) => onChange(toggleColumn(rows, item.id, e.target.checked))}
            >
              {item.name}
            </Checkbox>
          ),
          render: (_v: unknown, row: PrivRow) => (
            <Checkbox
              aria-label={`${row.name} ${item.name}`}
              checked={row.perms[item.id]?.granted}
              disabled={row.perms[item.id]?.inherited}
              onChange={(e) => onChange(setCell(rows, idKey, rowId(row, idKey), item.id, e.target.checked))}
            />
          ),
        };
      }),
  ];
  return (
    <Table<PrivRow>
      size="small"
      rowKey={(row) => rowId(row, idKey)}
      columns={columns}
      dataSource={rows}
      pagination={false}
      expandable={tree ? { defaultExpandAllRows: true } : undefined}
      scroll={{ x: 'max-content' }}
    />
  );
}
