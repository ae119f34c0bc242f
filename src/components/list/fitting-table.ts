import type { TableProps } from 'antd';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The inner width of the box `ref` points at, followed as it resizes; 0 until measured (and wherever
 * nothing is laid out, as under jsdom).
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => setWidth(box.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Of a list's table in several forms, most generous first (e.g. three row-action buttons, then one and
 * "More"), the first whose columns fit in `boxWidth` at their narrowest, else the last; the first while
 * the box is unmeasured. What decides is the list's own box, not the window: the sidebar, a tree beside
 * the list and the window all take from that room.
 */
export function firstFittingTable<Row>(
  tables: readonly [TableProps<Row>, ...TableProps<Row>[]],
  boxWidth: number,
): TableProps<Row> {
  if (boxWidth <= 0) return tables[0];
  const fits = (table: TableProps<Row>) => (Number(table.style?.minWidth) || 0) <= boxWidth;
  return tables.find(fits) ?? tables[tables.length - 1] ?? tables[0];
}
