import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ListPage, useListQuery, type ListAction } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/stores/session';

import {
  choosePageSize,
  expectLastCall,
  fetchKitRows,
  kitColumns,
  kitKeys,
  nameSearch,
  pageItem,
  rowBoxes,
  seedRows,
  server,
  shownNames,
  Where,
  where,
  type KitRow,
} from './list-kit-fixture';
import { renderKit } from './render-kit';
import { getButton, searchForm, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

function Screen(props: {
  syncUrl?: boolean;
  actions?: ListAction<KitRow>[];
  rowActions?: ListAction<KitRow>[];
}) {
  const list = useListQuery({
    queryKey: kitKeys.list,
    queryFn: fetchKitRows,
    filters: { name: 'text', status: 'text' },
    defaultFilters: { status: '0' },
    syncUrl: props.syncUrl,
  });
  return (
    <>
      <ListPage
        list={list}
        rowKey="id"
        columns={kitColumns}
        search={nameSearch}
        actions={props.actions}
        rowActions={props.rowActions}
      />
      <Where />
    </>
  );
}

const next = () => document.querySelector('.ant-pagination-next') as HTMLElement;
const urlState = () => {
  const query = new URLSearchParams(where());
  return { pageNum: query.get('pageNum'), pageSize: query.get('pageSize') };
};

beforeEach(() => seedRows(45));

describe('list kit: paging and state', () => {
  it('pages through the server with the state in the URL; a size change past the total restarts at page 1', async () => {
    const user = userEvent.setup();
    renderKit(<Screen />);
    // A fresh visit gets the default filters.
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();

    await user.click(pageItem(2));
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    expect(where()).toContain('pageNum=2');

    // Page 2 × 50 rows passes the 23 rows: back to page 1 (RuoYi's rule).
    await choosePageSize(user, 50);
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 50 });
    expect(where()).toContain('pageSize=50');

    await choosePageSize(user, 10);
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 10 });
    await user.click(next());
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 10 });
    // Pages loaded before come from the cache: the URL tells the state from here on.
    // Page 2 × 20 = 40 passes 23: page 1 again.
    await choosePageSize(user, 20);
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '1', pageSize: null }));
    // Page 2 × 10 = 20 stays within 23: the page is kept.
    await user.click(next());
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '2', pageSize: null }));
    await choosePageSize(user, 10);
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '2', pageSize: '10' }));
    expect(shownNames()).toEqual([
      'row-21',
      'row-23',
      'row-25',
      'row-27',
      'row-29',
      'row-31',
      'row-33',
      'row-35',
      'row-37',
      'row-39',
    ]);
  });

  it('steps back to the last page that has rows when the page is past the end (deleted rows, old link)', async () => {
    const user = userEvent.setup();
    renderKit(<Screen />, { path: '/?pageNum=9&status=0' });
    // Page 9 of 23 rows does not exist: the list moves to page 2 by itself.
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    await waitFor(() => expect(shownNames()).toHaveLength(3), SLOW);
    expect(where()).toContain('pageNum=2');

    // The three rows of page 2 are deleted elsewhere; a refresh finds page 2 empty and goes to page 1.
    server.rows = server.rows.filter((r) => !['row-41', 'row-43', 'row-45'].includes(r.name));
    await user.click(getButton(/^刷新$/));
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);
  });

  it('keeps the state of a local list in memory, leaving the URL alone', async () => {
    const user = userEvent.setup();
    renderKit(<Screen syncUrl={false} />, { path: '/?tab=x' });
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    await user.click(await waitFor(() => pageItem(2)));
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    expect(where()).toBe('?tab=x');
  });

  it('searches from page 1, and Reset restores the default filters and clears typed input', async () => {
    const user = userEvent.setup();
    renderKit(<Screen />, { path: '/?pageNum=2' });
    await expectLastCall({ pageNum: 2, pageSize: 20 });
    const form = searchForm();
    await user.type(within(form).getByLabelText('Name filter'), 'row-1');
    await user.click(getButton(/搜\s*索/, form));
    await expectLastCall({ name: 'row-1', pageNum: 1, pageSize: 20 });
    expect(where()).toContain('name=row-1');
    await waitFor(() => expect(shownNames()).toHaveLength(10), SLOW);

    await user.click(getButton(/重\s*置/, form));
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    expect(within(form).getByLabelText('Name filter')).toHaveValue('');

    // Typed but never searched: Reset clears it though the URL does not change.
    await user.type(within(form).getByLabelText('Name filter'), 'zzz');
    const calls = server.calls.length;
    await user.click(getButton(/重\s*置/, form));
    expect(within(form).getByLabelText('Name filter')).toHaveValue('');
    expect(server.calls.length).toBe(calls);
  });

  it('shows a failed load once, through the query error policy', async () => {
    server.failWith = 'list endpoint down';
    renderKit(<Screen />);
    await toast('list endpoint down', 'error');
    expect(vi.mocked(feedback.error)).toHaveBeenCalledTimes(1);
    expect(shownNames()).toEqual([]);
  });
});

describe('list kit: actions', () => {
  it('checks the selection, asks first, runs on the selected rows and clears them; a failure ends quietly', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async (_rows: KitRow[]) => undefined);
    const fail = vi.fn(async () => Promise.reject(new Error('already reported')));
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderKit(
      <Screen
        actions={[
          {
            key: 'remove',
            label: 'Remove rows',
            selection: 'multiple',
            confirm: (rows) => `remove ${rows.map((r) => r.id).join(',')}?`,
            run: remove,
          },
          { key: 'one', label: 'Only one', selection: 'single', run: fail },
        ]}
      />,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);

    await user.click(getButton(/Remove rows/));
    await toast('请先选择至少一条记录', 'warning');
    expect(confirm).not.toHaveBeenCalled();

    await user.click(rowBoxes()[0] as HTMLInputElement);
    await user.click(rowBoxes()[1] as HTMLInputElement);
    await user.click(getButton(/Only one/));
    await toast('请选择一条记录', 'warning');
    expect(fail).not.toHaveBeenCalled();

    // Cancelled: nothing runs, the selection stays.
    await user.click(getButton(/Remove rows/));
    expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'remove 1,3?' }));
    expect(remove).not.toHaveBeenCalled();
    expect(rowBoxes()[0]).toBeChecked();

    await user.click(getButton(/Remove rows/));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]?.[0].map((r) => r.id)).toEqual(['1', '3']);
    await waitFor(() => expect(rowBoxes().filter((box) => box.checked)).toHaveLength(0));

    // A rejected run was reported where it failed: the kit neither throws nor toasts again.
    await user.click(rowBoxes()[2] as HTMLInputElement);
    await user.click(getButton(/Only one/));
    await waitFor(() => expect(fail).toHaveBeenCalledTimes(1));
    expect(vi.mocked(feedback.error)).not.toHaveBeenCalled();

    // Another page is another selection.
    await user.click(pageItem(2));
    await waitFor(() => expect(shownNames()[0]).toBe('row-41'), SLOW);
    expect(rowBoxes().filter((box) => box.checked)).toHaveLength(0);
  });

  it('hides the actions the user may not run and the row actions a row does not offer', async () => {
    useSession.setState({ permissions: ['kit:edit'] });
    const user = userEvent.setup();
    const edit = vi.fn();
    renderKit(
      <Screen
        actions={[
          { key: 'add', label: 'Add row', access: { perm: 'kit:add' }, run: vi.fn() },
          { key: 'export', label: 'Export rows', run: vi.fn() },
        ]}
        rowActions={[
          {
            key: 'edit',
            label: 'Edit row',
            access: { perm: 'kit:edit' },
            hidden: (row) => row.id === '1',
            run: (rows) => edit(rows[0]),
          },
          { key: 'delete', label: 'Delete row', access: { perm: 'kit:remove' }, run: vi.fn() },
        ]}
      />,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);
    expect(screen.queryByText('Add row')).toBeNull();
    expect(screen.getByText('Export rows')).toBeInTheDocument();
    expect(screen.queryByText('Delete row')).toBeNull();
    // Row 1 does not offer Edit; row 3 (the second shown) does.
    expect(screen.getAllByText('Edit row')).toHaveLength(19);
    const rows = document.querySelectorAll('tbody tr.ant-table-row');
    expect(within(rows[0] as HTMLElement).queryByText('Edit row')).toBeNull();
    await user.click(within(rows[1] as HTMLElement).getByText('Edit row'));
    expect(edit).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
    // No toolbar action needs a selection: no check boxes.
    expect(rowBoxes()).toHaveLength(0);
  });

  it('sends a column sort as the backend sorts parameter from page 1', async () => {
    function Sorted() {
      const list = useListQuery({ queryKey: kitKeys.list, queryFn: fetchKitRows, filters: { name: 'text' } });
      const columns = [{ key: 'name', dataIndex: 'name', title: 'Name', sorter: true }];
      return (
        <>
          <ListPage list={list} rowKey="id" columns={columns} />
          <Where />
        </>
      );
    }
    renderKit(<Sorted />, { path: '/?pageNum=2' });
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);
    fireEvent.click(screen.getByText('Name', { selector: '.ant-table-column-title' }));
    await expectLastCall({ pageNum: 1, pageSize: 20, sorts: 'name#asc' });
    expect(where()).toContain('sorts=name%23asc');
  });
});

/**
 * Filter names are checked against the query type by the compiler (`tsc -b` covers tests/): this hook
 * is never called; each `@ts-expect-error` line fails the type check if a misspelt name compiles again.
 */
export function useFilterTypings() {
  const base = { queryKey: kitKeys.list, queryFn: fetchKitRows };
  useListQuery({ ...base, filters: { name: 'text', status: 'list', createTime: 'dateRange' } });
  // @ts-expect-error `nmae` is not a parameter of KitQuery: the filter would be dropped silently
  useListQuery({ ...base, filters: { nmae: 'text' } });
  // @ts-expect-error a name outside KitQuery may only be a date range (sent as params[begin…])
  useListQuery({ ...base, filters: { loginTime: 'list' } });
}
