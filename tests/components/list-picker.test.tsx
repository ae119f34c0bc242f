import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  PickerTable,
  useListController,
  useListQuery,
  type ListSelection,
  type SelectionMode,
} from '@/components/list';

import {
  expectLastCall,
  fetchKitRows,
  kitColumns,
  kitKeys,
  pageItem,
  rowBoxes,
  rowOf,
  seedRows,
  shownNames,
  Where,
  where,
  type KitQuery,
  type KitRow,
} from './list-kit-fixture';
import { renderKit } from './render-kit';
import { setupScreenTests, SLOW } from '../system/helpers';

setupScreenTests();

/** A picker dialog's body: local state, ten rows a page, a name search box, row 2 not selectable. */
function Picker(props: {
  selection: SelectionMode;
  onPick: (row: KitRow) => void;
  onSelection: (selection: ListSelection<KitRow>) => void;
}) {
  const list = useListQuery({
    queryKey: kitKeys.list,
    queryFn: fetchKitRows,
    filters: { name: 'text' },
    pageSize: 10,
    syncUrl: false,
  });
  const picker = useListController(list, {
    rowKey: 'id',
    columns: kitColumns,
    selection: props.selection,
    keepSelection: true,
    isSelectable: (row) => row.id !== '2',
    rowClick: 'toggle',
    onRowDoubleClick: props.onPick,
  });
  props.onSelection(picker.selection);
  return (
    <>
      <PickerTable
        controller={picker}
        indexColumn="No."
        searchBox={{ name: 'name', placeholder: 'Find by name' }}
      />
      <Where />
    </>
  );
}

function renderPicker(selection: SelectionMode) {
  const onPick = vi.fn();
  let current: ListSelection<KitRow> | undefined;
  renderKit(<Picker selection={selection} onPick={onPick} onSelection={(s) => (current = s)} />, {
    path: '/?tab=x',
  });
  return { onPick, picked: () => current?.rows.map((r) => r.id) ?? [] };
}

beforeEach(() => seedRows(25));

describe('PickerTable', () => {
  it('picks one row by click or radio, refuses a disabled row, and picks on double click', async () => {
    const user = userEvent.setup();
    const { onPick, picked } = renderPicker('single');
    await expectLastCall({ pageNum: 1, pageSize: 10 } satisfies KitQuery);
    await waitFor(() => expect(shownNames()).toHaveLength(10), SLOW);
    expect(rowBoxes().every((box) => box.type === 'radio')).toBe(true);
    // The number column counts across pages.
    expect(rowOf('row-01').textContent).toMatch(/^1/);

    await user.click(rowOf('row-03'));
    expect(picked()).toEqual(['3']);
    await user.click(rowOf('row-02'));
    expect(picked()).toEqual(['3']);
    expect(rowBoxes()[1]).toBeDisabled();
    await user.click(rowBoxes()[4] as HTMLInputElement);
    expect(picked()).toEqual(['5']);

    fireEvent.doubleClick(rowOf('row-07'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }));

    await user.click(pageItem(3));
    await waitFor(() => expect(shownNames()).toEqual(['row-21', 'row-22', 'row-23', 'row-24', 'row-25']));
    expect(rowOf('row-21').textContent).toMatch(/^21/);
    // The dialog's list state is its own: the page's URL is untouched.
    expect(where()).toBe('?tab=x');
  });

  it('keeps multiple picks across pages and searches, toggling rows by click', async () => {
    const user = userEvent.setup();
    const { picked } = renderPicker('multiple');
    await waitFor(() => expect(shownNames()).toHaveLength(10), SLOW);
    await user.click(rowBoxes()[0] as HTMLInputElement);
    await user.click(rowOf('row-04'));
    expect(picked()).toEqual(['1', '4']);
    await user.click(rowOf('row-04'));
    expect(picked()).toEqual(['1']);

    await user.click(pageItem(2));
    await waitFor(() => expect(shownNames()[0]).toBe('row-11'), SLOW);
    await user.click(rowOf('row-12'));
    expect(picked()).toEqual(['1', '12']);

    const search = screen.getByPlaceholderText('Find by name');
    await user.type(search, 'row-2{Enter}');
    await expectLastCall({ name: 'row-2', pageNum: 1, pageSize: 10 });
    await waitFor(() => expect(shownNames()).toHaveLength(6), SLOW);
    await user.click(rowOf('row-25'));
    expect(picked()).toEqual(['1', '12', '25']);
    // Unticking a row of this page keeps the picks made elsewhere.
    await user.click(rowBoxes()[5] as HTMLInputElement);
    expect(picked()).toEqual(['1', '12']);
  });
});
