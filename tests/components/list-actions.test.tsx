import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ListPage, useListQuery, useStandardActions } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/stores/session';

import {
  expectLastCall,
  fetchKitRows,
  kitKeys,
  KitScreen,
  pageItem,
  rowBoxes,
  seedRows,
  shownNames,
  Where,
  where,
  type KitRow,
} from './list-kit-fixture';
import { renderKit } from './render-kit';
import { getButton, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

beforeEach(() => seedRows(45));

describe('list kit: actions', () => {
  it('checks the selection, asks first, runs on the selected rows and clears them; a failure ends quietly', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async (_rows: KitRow[]) => undefined);
    const fail = vi.fn(async () => Promise.reject(new Error('already reported')));
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderKit(
      <KitScreen
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

  it("names the rows in the standard delete's confirm, joined in the language's way", async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async (_ids: (string | number)[]) => undefined);
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    function NamedDelete() {
      const std = useStandardActions<KitRow>();
      const del = std.remove({
        ids: (rows) => rows.map((r) => r.id),
        name: (r) => r.name,
        confirm: (ids, names) => `delete ${names} (${ids})?`,
        remove,
      });
      return <KitScreen actions={[del]} />;
    }
    renderKit(<NamedDelete />);
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);
    const [first, second] = shownNames();
    await user.click(rowBoxes()[0] as HTMLInputElement);
    await user.click(rowBoxes()[1] as HTMLInputElement);
    await user.click(getButton(/删\s*除/));
    expect(confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: `delete ${first}、${second} (1,3)?` }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['1', '3']));
  });

  it('hides the actions the user may not run and the row actions a row does not offer', async () => {
    useSession.setState({ permissions: ['kit:edit'] });
    const user = userEvent.setup();
    const edit = vi.fn();
    renderKit(
      <KitScreen
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
    await waitFor(() => expect(where()).toContain('sorts=name%23asc'));
  });
});
