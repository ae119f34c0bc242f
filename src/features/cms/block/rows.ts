import type { ManualBlockItem, ManualBlockRow } from '@/api/cms/pagewidget';
import { moveAcross } from '@/components/sortable';

/** Where an item sits or goes: its row and its index in that row. */
export type ItemSlot = readonly [row: number, index: number];

const withItems = (
  rows: readonly ManualBlockRow[],
  row: number,
  change: (items: ManualBlockItem[]) => ManualBlockItem[],
): ManualBlockRow[] => rows.map((r, i) => (i === row ? { items: change([...r.items]) } : r));

/** The rows with an empty row inserted before `at` (at the end when `at` is the length). */
export function insertRow(rows: readonly ManualBlockRow[], at: number): ManualBlockRow[] {
  return [...rows.slice(0, at), { items: [] }, ...rows.slice(at)];
}

export function removeRow(rows: readonly ManualBlockRow[], at: number): ManualBlockRow[] {
  return rows.filter((_, i) => i !== at);
}

/** The rows with `item` inserted at the slot (before the item that was there). */
export function insertItem(
  rows: readonly ManualBlockRow[],
  [row, index]: ItemSlot,
  item: ManualBlockItem,
): ManualBlockRow[] {
  return withItems(rows, row, (items) => [...items.slice(0, index), item, ...items.slice(index)]);
}

export function replaceItem(
  rows: readonly ManualBlockRow[],
  [row, index]: ItemSlot,
  item: ManualBlockItem,
): ManualBlockRow[] {
  return withItems(rows, row, (items) => items.map((old, i) => (i === index ? item : old)));
}

export function removeItem(rows: readonly ManualBlockRow[], [row, index]: ItemSlot): ManualBlockRow[] {
  return withItems(rows, row, (items) => items.filter((_, i) => i !== index));
}

/** The rows after a drag: the item at `from` moved to `to`, within its row or into another. */
export function moveBlockItem(
  rows: readonly ManualBlockRow[],
  from: ItemSlot,
  to: ItemSlot,
): ManualBlockRow[] {
  return moveAcross(
    rows.map((r) => r.items),
    from,
    to,
  ).map((items) => ({ items }));
}
