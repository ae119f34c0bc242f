import { useState, type CSSProperties, type DragEvent } from 'react';

/** Where an item sits: an index, or e.g. `[row, item]` for items in rows. Compared by value. */
type Position = number | readonly number[];

const same = (a: Position | undefined, b: Position) => a !== undefined && String(a) === String(b);

/** The props that make one element a drag handle and a drop target. */
export interface DragItemProps {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  'data-drag-over'?: 'true';
  style?: CSSProperties;
}

/**
 * Reordering by drag and drop with the browser's own drag events (no library): spread
 * `itemProps(position)` on each item (antd Table: `onRow={(_, i) => itemProps(i)}`); dropping one item
 * on another calls `onMove(from, to)` once. The dragged item is dimmed, the target outlined.
 */
export function useDragSort<P extends Position>({
  onMove,
  disabled = false,
}: {
  onMove: (from: P, to: P) => void;
  disabled?: boolean;
}) {
  const [dragging, setDragging] = useState<P>();
  const [over, setOver] = useState<P>();
  const reset = () => {
    setDragging(undefined);
    setOver(undefined);
  };
  const itemProps = (position: P): DragItemProps => ({
    draggable: !disabled,
    onDragStart: (event) => {
      event.stopPropagation();
      // Firefox starts a drag only with data set.
      event.dataTransfer?.setData('text/plain', String(position));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      setDragging(position);
    },
    onDragOver: (event) => {
      if (dragging === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      if (!same(over, position)) setOver(position);
    },
    onDrop: (event) => {
      if (dragging === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      const from = dragging;
      reset();
      if (!same(from, position)) onMove(from, position);
    },
    onDragEnd: reset,
    'data-drag-over': same(over, position) && !same(dragging, position) ? 'true' : undefined,
    style: same(dragging, position)
      ? { opacity: 0.5, cursor: 'move' }
      : same(over, position)
        ? { outline: '2px dashed #1677ff', outlineOffset: -2, cursor: 'move' }
        : { cursor: disabled ? undefined : 'move' },
  });
  /**
   * A drop target that is not an item itself (the end of a row, an empty row): dropping an item on it
   * calls `onMove(from, position)`, e.g. `[row, items.length]` to append to that row.
   */
  const dropProps = (position: P): Omit<DragItemProps, 'draggable' | 'onDragStart' | 'onDragEnd'> => {
    const { onDragOver, onDrop, style, ...rest } = itemProps(position);
    return {
      onDragOver,
      onDrop,
      'data-drag-over': rest['data-drag-over'],
      style: { ...style, cursor: undefined },
    };
  };
  return { itemProps, dropProps, dragging };
}

/** The list with the item at `from` moved to `to` (the others shift). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

/**
 * Lists of items (rows of a block) with the item at `from` = [list, index] moved to `to` = [list, index]:
 * within one list as `moveItem`; into another list it is inserted before the item at `to`'s index
 * (an index past the end appends).
 */
export function moveAcross<T>(
  lists: readonly (readonly T[])[],
  from: readonly [number, number],
  to: readonly [number, number],
): T[][] {
  const next = lists.map((list) => [...list]);
  const [fromList, fromIndex] = from;
  const [toList, toIndex] = to;
  const source = next[fromList];
  const target = next[toList];
  if (!source || !target || fromIndex >= source.length) return next;
  if (fromList === toList) {
    next[fromList] = moveItem(source, fromIndex, Math.min(toIndex, source.length - 1));
    return next;
  }
  const [item] = source.splice(fromIndex, 1) as [T];
  target.splice(Math.min(toIndex, target.length), 0, item);
  return next;
}
