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
  return { itemProps, dragging };
}

/** The list with the item at `from` moved to `to` (the others shift). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
