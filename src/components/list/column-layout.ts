import type { ColumnType } from 'antd/es/table/interface';

/**
 * How a list's table shares its width (docs/ui-layout.md): every column keeps a usable width and the
 * table scrolls sideways inside its card when the window is narrower than their sum, instead of
 * squeezing a text column to one character per line or pushing the page itself sideways.
 *
 * - A column with a `width` keeps it, widened to its header, which never wraps (a plain text column
 *   to MIN_TEXT_WIDTH too).
 * - A column without one is flexible: it shares the spare width and never gets less than its
 *   `minWidth` (default `MIN_TEXT_WIDTH`, or its header if wider).
 * - A plain text column (no `render`) ellipsizes, with the full text as the cell's tooltip (`title`).
 * - `scrollX` is the sum of those widths: the table is never narrower than that, its box scrolls.
 * - The row-action column (key `OPERATION_COLUMN_KEY`) is pinned to the right edge (antd's
 *   `fixed: 'right'`, a sticky cell): when the box scrolls sideways at 1000 px the actions stay in view.
 */
export const MIN_TEXT_WIDTH = 120;

/** The key of a list's row-action column, the one kept in view when the table scrolls sideways. */
export const OPERATION_COLUMN_KEY = '__operation';

/** Cell padding (8 + 8 at antd's middle, 16 + 16 at its default size) plus a sort icon's room. */
const HEADER_PADDING = 32;
const SORTER_WIDTH = 22;
/**
 * The selection column, as the kit's row selection draws it (`columnWidth`): a check box and 8 px
 * each side. It was counted at 48 px while antd drew 32, so tables scrolled 16 px early.
 */
export const SELECTION_COLUMN_WIDTH = 32;

/** A column that may carry a minimum width for the flexible share. */
export type LaidOutColumn<Row> = ColumnType<Row> & { minWidth?: number };

/**
 * Width of a single line of text at `fontSize`, estimated without a canvas (tests run in jsdom):
 * CJK characters are one em, Latin letters and digits about 0.6 em, capitals and wide letters more.
 */
export function estimateTextWidth(text: string, fontSize = 14): number {
  let ems = 0;
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch)) ems += 1;
    else if (/[A-Z@#%&MWmw]/.test(ch)) ems += 0.72;
    else if (/[ilj.,:;'|!]/.test(ch)) ems += 0.3;
    else ems += 0.58;
  }
  return Math.ceil(ems * fontSize);
}

/** The plain text of a title (a string, number or anything else: then nothing to measure). */
function textOf(title: unknown): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : '';
}

/** The width a header needs on one line. */
export function headerWidth<Row>(column: ColumnType<Row>): number {
  const text = textOf(column.title);
  return estimateTextWidth(text) + HEADER_PADDING + (column.sorter ? SORTER_WIDTH : 0);
}

export interface ColumnLayout<Row> {
  columns: ColumnType<Row>[];
  /** The narrowest the table may get; wider windows give the spare width to the flexible columns. */
  scrollX: number;
}

/**
 * Applies the width rules to a table's columns; `extraWidth` is the selection/expand column's room.
 * A fixed table layout shares the spare width equally among the columns without a width, so when
 * their minimums differ only those with the largest stay flexible and the others get their minimum
 * as width: at the narrowest each flexible column then has exactly its minimum.
 */
export function layoutColumns<Row>(
  columns: readonly LaidOutColumn<Row>[],
  extraWidth = 0,
): ColumnLayout<Row> {
  const minOf = (column: LaidOutColumn<Row>) =>
    Math.max(column.minWidth ?? MIN_TEXT_WIDTH, headerWidth(column));
  const flexible = columns.filter((c) => c.width === undefined);
  const largestMin = Math.max(0, ...flexible.map(minOf));
  let scrollX = extraWidth;
  const laidOut = columns.map((column) => {
    const { minWidth: _minWidth, ...rest } = column;
    const plainText = !rest.render && rest.ellipsis === undefined;
    const pinned = rest.key === OPERATION_COLUMN_KEY && rest.fixed === undefined;
    const cell: ColumnType<Row> = {
      ...rest,
      ...(plainText ? { ellipsis: true } : {}),
      ...(pinned ? { fixed: 'right' as const } : {}),
    };
    if (typeof rest.width === 'number') {
      // A plain text column is never narrower than a text column may be (ids and codes included).
      const width = Math.max(rest.width, headerWidth(rest), rest.render ? 0 : MIN_TEXT_WIDTH);
      scrollX += width;
      return { ...cell, width };
    }
    const min = minOf(column);
    scrollX += min;
    // A CSS width ('20%') is the screen's choice; a flexible column with a smaller minimum is fixed.
    return rest.width === undefined && min < largestMin ? { ...cell, width: min } : cell;
  });
  return { columns: laidOut, scrollX };
}
