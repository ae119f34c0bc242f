import { act, render, renderHook, screen } from '@testing-library/react';
import { Activity } from 'react';

import type { ListQuery } from '@/components/list';
import { useListController } from '@/components/list/use-list-controller';

interface Row {
  id: number;
}

function listWith(rows: Row[]): ListQuery<Row> {
  return {
    rows,
    total: rows.length,
    isLoading: false,
    isFetching: false,
    state: { pageNum: 1, pageSize: 10, filters: {} },
    params: {},
    queryKey: ['rows', 'list'],
    search: () => undefined,
    reset: () => undefined,
    setPage: () => undefined,
    setSorts: () => undefined,
    refresh: () => Promise.resolve(),
    filterSpec: {},
    defaultFilters: {},
  };
}

describe('useListController', () => {
  it('mounts with its rows in one render: clearing an empty selection changes nothing', () => {
    let renders = 0;
    const list = listWith([{ id: 1 }, { id: 2 }]);
    renderHook(() => {
      renders += 1;
      return useListController(list, { rowKey: 'id', selection: 'multiple' });
    });
    expect(renders).toBe(1);
  });

  it('still clears a selection when the list moves to another page', () => {
    const first = listWith([{ id: 1 }, { id: 2 }]);
    const { result, rerender } = renderHook(
      ({ list }) => useListController(list, { rowKey: 'id', selection: 'multiple' }),
      { initialProps: { list: first } },
    );
    expect(result.current.selection.count).toBe(0);
    act(() => result.current.selection.set([{ id: 1 }]));
    rerender({ list: first });
    expect(result.current.selection.count).toBe(1);
    rerender({ list: { ...listWith([{ id: 3 }]), queryKey: ['rows', 'list', 2] } });
    expect(result.current.selection.count).toBe(0);
  });

  it('keeps the selection of a screen hidden and shown again in a kept tab', () => {
    const list = listWith([{ id: 1 }, { id: 2 }]);
    let select: (rows: Row[]) => void = () => undefined;
    function Screen() {
      const ctl = useListController(list, { rowKey: 'id', selection: 'multiple' });
      select = ctl.selection.set;
      return <output>{ctl.selection.count}</output>;
    }
    const tab = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Screen />
      </Activity>
    );
    const view = render(tab('visible'));
    act(() => select([{ id: 2 }]));
    view.rerender(tab('hidden'));
    view.rerender(tab('visible'));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
