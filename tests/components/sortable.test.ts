import { act, renderHook } from '@testing-library/react';
import type { DragEvent } from 'react';

import { moveAcross, useDragSort } from '@/components/sortable';

/** A drag event as the hook reads it (it only calls these). */
const dragEvent = () =>
  ({ preventDefault: vi.fn(), stopPropagation: vi.fn(), dataTransfer: null }) as unknown as DragEvent;

describe('sortable across lists', () => {
  it('moves an item within a list, into another before an item, and to the end of another', () => {
    const rows = [['a', 'b', 'c'], ['d'], []];
    expect(moveAcross(rows, [0, 0], [0, 2])).toEqual([['b', 'c', 'a'], ['d'], []]);
    expect(moveAcross(rows, [0, 1], [1, 0])).toEqual([['a', 'c'], ['b', 'd'], []]);
    expect(moveAcross(rows, [0, 2], [2, 0])).toEqual([['a', 'b'], ['d'], ['c']]);
    // Past the end appends; the input is left as it was.
    expect(moveAcross(rows, [1, 0], [0, 9])).toEqual([['a', 'b', 'c', 'd'], [], []]);
    expect(rows).toEqual([['a', 'b', 'c'], ['d'], []]);
  });

  it('a drop-only target takes a dragged item and is not draggable itself', () => {
    const onMove = vi.fn();
    const { result } = renderHook(() => useDragSort<readonly [number, number]>({ onMove }));
    const end = result.current.dropProps([1, 0]);
    expect(end).not.toHaveProperty('draggable');
    act(() => result.current.itemProps([0, 1]).onDragStart(dragEvent()));
    act(() => result.current.dropProps([1, 0]).onDragOver(dragEvent()));
    expect(result.current.dropProps([1, 0])['data-drag-over']).toBe('true');
    act(() => result.current.dropProps([1, 0]).onDrop(dragEvent()));
    expect(onMove).toHaveBeenCalledExactlyOnceWith([0, 1], [1, 0]);
  });
});
