import { act, fireEvent, screen, within } from '@testing-library/react';
import { Table, type TableProps } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useState, type Key } from 'react';
import { vi } from 'vitest';

import { KitButton } from '@/components/button';
import { LightTable, lightTableFits } from '@/components/list/light-table';

import { renderKit } from './render-kit';

interface Row {
  id: number;
  name: string;
  status: string;
  dept?: { name: string };
}

const ROWS: Row[] = [
  { id: 1, name: 'Alpha', status: '0', dept: { name: 'R&D' } },
  { id: 2, name: 'Beta', status: '1' },
  { id: 3, name: 'Gamma', status: '0' },
];

/** A list kit table: selection, a cut-off text column, sortable columns, the pinned row commands. */
function kitProps(over: Partial<TableProps<Row>> = {}): TableProps<Row> {
  return {
    rowKey: 'id',
    tableLayout: 'fixed',
    style: { minWidth: 640 },
    className: 'kit-table',
    pagination: false,
    loading: false,
    dataSource: ROWS,
    columns: [
      { key: 'name', dataIndex: 'name', title: '名称', width: 160, ellipsis: true },
      { key: 'dept', dataIndex: ['dept', 'name'], title: '部门', ellipsis: { showTitle: false } },
      {
        key: 'status',
        dataIndex: 'status',
        title: '状态',
        sorter: true,
        sortOrder: 'descend',
        align: 'center',
      },
      {
        key: 'time',
        dataIndex: 'name',
        title: '时间',
        sorter: true,
        sortOrder: null,
        render: (v: string) => <b>{v}</b>,
      },
      // No dataIndex: antd hands render the whole row as its value.
      { key: 'whole', title: '编号', width: 80, render: (whole: Row) => `#${whole.id}` },
      {
        key: '__operation',
        title: '操作',
        width: 120,
        fixed: 'right',
        align: 'center',
        render: () => (
          <KitButton link small>
            修改
          </KitButton>
        ),
      },
    ],
    rowSelection: {
      type: 'checkbox',
      columnWidth: 32,
      selectedRowKeys: [2],
      onChange: () => undefined,
      getCheckboxProps: (row) => ({ disabled: row.id === 3 }),
    },
    ...over,
  };
}

/**
 * The markup with class lists sorted (their order means nothing to CSS) and the check boxes' labels
 * blanked: antd's are English whatever the language, LightTable's the kit's (tested on their own).
 */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('[class]')])
    node.setAttribute('class', [...node.classList].sort().join(' '));
  for (const box of copy.querySelectorAll('input[type="checkbox"]')) box.setAttribute('aria-label', '');
  return copy.outerHTML;
}

function drawBoth(props: TableProps<Row>) {
  const antd = renderKit(<Table<Row> {...props} />).container.firstElementChild!;
  const light = renderKit(<LightTable<Row> {...props} />).container.firstElementChild!;
  return { antd: markup(antd), light: markup(light) };
}

describe('LightTable', () => {
  it('draws a list kit table exactly as antd Table does', () => {
    const { antd, light } = drawBoth(kitProps());
    expect(light).toBe(antd);
  });

  it('draws the empty, loading, small and row-class variants as antd does', () => {
    for (const props of [
      kitProps({ dataSource: [], loading: true }),
      kitProps({ size: 'small', rowClassName: (row) => (row.id === 1 ? 'current' : '') }),
      kitProps({
        rowSelection: undefined,
        tableLayout: undefined,
        locale: { emptyText: 'Nothing' },
        dataSource: [],
      }),
    ]) {
      const { antd, light } = drawBoth(props);
      expect(light).toBe(antd);
    }
  });

  it('selects as antd does: a row, a shift range, all of the page, and clears the page', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `n${i}`, status: '0' }));
    function Harness({ Draw, onChange }: { Draw: typeof LightTable; onChange: (...a: unknown[]) => void }) {
      // A key of another page, selected before.
      const [keys, setKeys] = useState<Key[]>([99]);
      const rowSelection: TableRowSelection<Row> = {
        type: 'checkbox',
        selectedRowKeys: keys,
        getCheckboxProps: (row) => ({ disabled: row.id === 6 }),
        onChange: (next, chosen, info) => {
          onChange(next, chosen, info);
          setKeys(next);
        },
      };
      return <Draw<Row> {...kitProps({ dataSource: rows, rowSelection })} />;
    }
    const play = (Draw: typeof LightTable) => {
      const onChange = vi.fn();
      const { unmount } = renderKit(<Harness Draw={Draw} onChange={onChange} />);
      const box = (n: number) => screen.getAllByRole('checkbox')[n]!;
      const seen: unknown[] = [];
      const look = () =>
        seen.push(
          screen
            .getAllByRole('checkbox')
            .map((b) => [(b as HTMLInputElement).checked, b.closest('.ant-checkbox')?.className]),
        );
      fireEvent.click(box(2));
      look();
      fireEvent.click(box(5), { shiftKey: true });
      look();
      fireEvent.click(box(3), { shiftKey: true });
      look();
      fireEvent.click(box(0));
      look();
      fireEvent.click(box(0));
      look();
      unmount();
      return { calls: onChange.mock.calls, seen };
    };
    const light = play(LightTable);
    expect(light.calls[1]).toEqual([[2, 3, 4, 5], rows.slice(1, 5), { type: 'multiple' }]);
    expect(light).toEqual(play(Table as typeof LightTable));
  });

  it("labels its check boxes in the console's language", () => {
    function Harness() {
      const [keys, setKeys] = useState<Key[]>([]);
      return (
        <LightTable<Row>
          {...kitProps({ rowSelection: { type: 'checkbox', selectedRowKeys: keys, onChange: setKeys } })}
        />
      );
    }
    renderKit(<Harness />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByRole('checkbox', { name: '第 2 行已选择' })).toBeChecked();
  });

  it('asks for the next sort order on a click or Enter on a sortable header', () => {
    const onChange = vi.fn();
    renderKit(<LightTable<Row> {...kitProps({ onChange })} />);
    const status = screen.getByRole('columnheader', { name: '状态' });
    expect(status).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(status);
    expect(onChange.mock.calls[0]![2]).toMatchObject({ columnKey: 'status', field: 'status', order: null });
    expect(onChange.mock.calls[0]![3]).toMatchObject({ action: 'sort' });
    fireEvent.keyDown(screen.getByRole('columnheader', { name: '时间' }), { key: 'Enter' });
    expect(onChange.mock.calls[1]![2]).toMatchObject({ columnKey: 'time', order: 'ascend' });
  });

  it('passes a row its own handlers, and a click on a check box is not a click on the row', () => {
    const onClick = vi.fn();
    renderKit(<LightTable<Row> {...kitProps({ onRow: () => ({ onClick }) })} />);
    const row = screen.getByRole('row', { name: /Alpha/ });
    fireEvent.click(within(row).getByRole('cell', { name: 'R&D' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => within(row).getByRole('checkbox').click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('lightTableFits', () => {
  it('takes the list kit tables and leaves the others to antd', () => {
    expect(lightTableFits(kitProps())).toBe(true);
    expect(lightTableFits(kitProps({ expandable: { defaultExpandAllRows: true } }))).toBe(false);
    expect(lightTableFits(kitProps({ scroll: { x: 900 } }))).toBe(false);
    expect(lightTableFits(kitProps({ rowSelection: { type: 'radio' } }))).toBe(false);
    expect(
      lightTableFits(kitProps({ columns: [{ key: 'a', title: 'A', fixed: 'left' }, { key: 'b' }] })),
    ).toBe(false);
    expect(lightTableFits(kitProps({ columns: [{ key: 'a', title: 'A', onCell: () => ({}) }] }))).toBe(false);
    expect(lightTableFits(kitProps({ columns: [{ key: 'a', title: () => 'A' }] }))).toBe(false);
    expect(lightTableFits(kitProps({ dataSource: [{ ...ROWS[0]!, children: [] } as Row] }))).toBe(false);
  });
});
