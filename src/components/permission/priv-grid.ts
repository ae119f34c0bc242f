import type { PrivItem, PrivItemOption, PrivRow } from './types';

/**
 * The grid rules of the CMS permission tabs (site, catalog, page widget), as pure functions over the
 * rows the server sent: inherited cells never change; granting any item also grants View.
 */
export const VIEW = 'View';

export type IdKey = 'siteId' | 'catalogId' | 'pageWidgetId';

function mapRows(rows: PrivRow[], fn: (row: PrivRow) => PrivRow): PrivRow[] {
  return rows.map((row) => {
    const next = fn(row);
    return next.children ? { ...next, children: mapRows(next.children, fn) } : next;
  });
}

function flat(rows: PrivRow[]): PrivRow[] {
  return rows.flatMap((row) => [row, ...flat(row.children ?? [])]);
}

function set(perms: Record<string, PrivItem>, item: string, granted: boolean): Record<string, PrivItem> {
  const cell = perms[item] ?? { granted: false, inherited: false };
  return cell.inherited ? perms : { ...perms, [item]: { ...cell, granted } };
}

function setMany(perms: Record<string, PrivItem>, items: string[], granted: boolean) {
  return items.reduce((acc, item) => set(acc, item, granted), perms);
}

/** Missing items read as not granted (the Vue screens fill them the same way). */
export function normalize(rows: PrivRow[], items: PrivItemOption[]): PrivRow[] {
  return mapRows(rows, (row) => ({
    ...row,
    perms: Object.fromEntries(
      items.map((i) => [i.id, row.perms?.[i.id] ?? { granted: false, inherited: false }]),
    ),
  }));
}

export const rowId = (row: PrivRow, idKey: IdKey): string => String(row[idKey] ?? '');

/** One cell; granting it grants View too. */
export function setCell(rows: PrivRow[], idKey: IdKey, id: string, item: string, granted: boolean) {
  return mapRows(rows, (row) => {
    if (rowId(row, idKey) !== id) return row;
    const perms = set(row.perms, item, granted);
    return { ...row, perms: granted ? set(perms, VIEW, true) : perms };
  });
}

/**
 * The row's View checkbox: checking grants the whole row. Unchecking clears the whole row, except on
 * catalogs, where it first clears only the other items while some are granted (View stays; a second
 * uncheck clears it).
 */
export function toggleRow(
  rows: PrivRow[],
  idKey: IdKey,
  id: string,
  granted: boolean,
  items: string[],
  stepwise: boolean,
) {
  return mapRows(rows, (row) => {
    if (rowId(row, idKey) !== id) return row;
    const others = items.filter((i) => i !== VIEW);
    const someOther = others.some((i) => row.perms[i]?.granted && !row.perms[i]?.inherited);
    if (!granted && stepwise && someOther) return { ...row, perms: setMany(row.perms, others, false) };
    return { ...row, perms: setMany(row.perms, items, granted) };
  });
}

/** A column header checkbox: the item on every row (and View when granting). */
export function toggleColumn(rows: PrivRow[], item: string, granted: boolean) {
  return mapRows(rows, (row) => {
    const perms = set(row.perms, item, granted);
    return { ...row, perms: granted ? set(perms, VIEW, true) : perms };
  });
}

/** Check All / Inverse: every editable cell. */
export function toggleAll(rows: PrivRow[], items: string[], granted: boolean) {
  return mapRows(rows, (row) => ({ ...row, perms: setMany(row.perms, items, granted) }));
}

/** Header checkbox state of a column over the whole (tree) grid. */
export function columnState(rows: PrivRow[], item: string) {
  const all = flat(rows);
  const count = all.filter((row) => row.perms[item]?.granted).length;
  return { checked: all.length > 0 && count === all.length, indeterminate: count > 0 && count < all.length };
}
