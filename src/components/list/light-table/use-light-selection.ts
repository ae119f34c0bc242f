import type { TableRowSelection } from 'antd/es/table/interface';
import { useRef, type Key } from 'react';

export interface RowBox {
  checked: boolean;
  disabled: boolean;
  /** The box was clicked (shift held: the rows from the last click to this one follow it). */
  toggle: (shiftKey: boolean) => void;
}

export interface AllBox {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  toggle: () => void;
}

/**
 * antd's check-box selection over the page's rows, as antd's Table does it: the header box selects or
 * clears the page's selectable rows (keys from other pages stay), a row's box toggles its row, and a
 * shift-click after a check selects the rows from that one to this one (or clears them when all
 * already are).
 */
export function useLightSelection<Row extends object>(
  selection: TableRowSelection<Row> | undefined,
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
) {
  const lastIndex = useRef<number | null>(null);
  if (!selection) return null;
  const selected = new Set(selection.selectedRowKeys ?? []);
  const disabledOf = (row: Row) => !!selection.getCheckboxProps?.(row).disabled;
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  // As antd's Table without preserveSelectedRowKeys: it reports the page's keys only (the list kit
  // keeps picks from other pages itself).
  const emit = (keys: Key[], type: 'single' | 'multiple' | 'all') => {
    const onPage = keys.filter((key) => byKey.has(key));
    selection.onChange?.(
      onPage,
      onPage.map((key) => byKey.get(key) as Row),
      { type },
    );
  };

  const selectable = rows.filter((row) => !disabledOf(row));
  const checkedCount = selectable.filter((row) => selected.has(keyOf(row))).length;
  const allChecked = selectable.length > 0 && checkedCount === selectable.length;
  const all: AllBox = {
    checked: allChecked,
    indeterminate: !allChecked && checkedCount > 0,
    disabled: selectable.length === 0,
    toggle: () => {
      const next = new Set(selected);
      for (const row of selectable) {
        if (allChecked) next.delete(keyOf(row));
        else next.add(keyOf(row));
      }
      lastIndex.current = null;
      emit([...next], 'all');
    },
  };

  const rowBox = (row: Row, index: number): RowBox => {
    const key = keyOf(row);
    const checked = selected.has(key);
    return {
      checked,
      disabled: disabledOf(row),
      toggle: (shiftKey) => {
        const from = lastIndex.current;
        if (shiftKey && from !== null && selected.size > 0) {
          // antd's range rule: the range is selected unless all of it already is, then cleared.
          const [start, end] = [Math.min(from, index), Math.max(from, index)];
          const range = rows
            .slice(start, end + 1)
            .filter((other) => !disabledOf(other))
            .map(keyOf);
          const select = range.some((k) => !selected.has(k));
          const next = new Set(selected);
          for (const k of range) {
            if (select) next.add(k);
            else next.delete(k);
          }
          lastIndex.current = select ? end : null;
          emit([...next], 'multiple');
          return;
        }
        lastIndex.current = checked ? null : index;
        emit(checked ? [...selected].filter((k) => k !== key) : [...selected, key], 'single');
      },
    };
  };
  return { all, rowBox };
}
