import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ListPage, useListQuery, type ListColumn } from '@/components/list';
import type { PageResult } from '@/lib/http';

import { renderKit } from './render-kit';
import { getButton, setupScreenTests, toast } from '../system/helpers';

setupScreenTests();

interface Row {
  id: string;
  name: string;
  score: number;
}

const ROWS: Row[] = [
  { id: '1', name: 'alpha', score: 3 },
  { id: '2', name: 'beta', score: 1 },
];

const calls: Record<string, unknown>[] = [];
const fetchRows = async (params: Record<string, unknown>): Promise<PageResult<Row>> => {
  calls.push(params);
  return { rows: ROWS, total: ROWS.length };
};

const columns: ListColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'score', dataIndex: 'score', title: 'Score', sorter: true },
];

function Screen({ onEdit }: { onEdit: (row: Row) => void }) {
  const list = useListQuery({ queryKey: (p) => ['kit-test', p], queryFn: fetchRows, syncUrl: false });
  return (
    <ListPage
      list={list}
      rowKey="id"
      columns={columns}
      search={<span>search-fields</span>}
      actions={[
        { key: 'edit', label: 'Edit one', selection: 'single', run: (rows) => rows[0] && onEdit(rows[0]) },
      ]}
    />
  );
}

beforeEach(() => {
  calls.length = 0;
});

describe('ListPage', () => {
  it('toggles the search form and columns, sorts through the server, and checks the selection', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    renderKit(<Screen onEdit={onEdit} />);
    expect(await screen.findByText('alpha')).toBeInTheDocument();

    await user.click(getButton(/隐藏搜索/));
    expect(screen.queryByText('search-fields')).toBeNull();
    await user.click(getButton(/显示搜索/));
    expect(screen.getByText('search-fields')).toBeInTheDocument();

    await user.click(getButton(/显示\/隐藏列/));
    await user.click(await screen.findByRole('checkbox', { name: 'Score' }));
    await waitFor(() => expect(document.querySelector('th.ant-table-column-has-sorters')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Score' }));
    await user.click(await screen.findByText('Score', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sorts: 'score#asc', pageNum: 1, pageSize: 20 }));

    await user.click(getButton(/Edit one/));
    await toast('请先选择至少一条记录', 'warning');
    const boxes = document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    await user.click(boxes[0] as HTMLInputElement);
    await user.click(boxes[1] as HTMLInputElement);
    await user.click(getButton(/Edit one/));
    await toast('请选择一条记录', 'warning');
    await user.click(boxes[1] as HTMLInputElement);
    await user.click(getButton(/Edit one/));
    expect(onEdit).toHaveBeenCalledWith(ROWS[0]);

    const before = calls.length;
    await user.click(getButton(/^刷新$/));
    await waitFor(() => expect(calls.length).toBe(before + 1));
  });
});
