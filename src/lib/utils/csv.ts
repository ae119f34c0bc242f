/**
 * A list exported in the browser, for lists whose backend has no export call: RFC 4180 CSV with a
 * UTF-8 byte-order mark, so Excel opens Chinese text correctly.
 */

/** One CSV column: its header and how a row's cell is written. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | undefined | null;
}

function cell(value: string | number | undefined | null): string {
  const text = value === undefined || value === null ? '' : String(value);
  // Quote fields holding a separator, a quote or a line break; a leading = + - @ would start a
  // formula in a spreadsheet, so such a field is prefixed with a quote mark (CSV injection).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => cell(c.title)),
    ...rows.map((row) => columns.map((c) => cell(c.value(row)))),
  ];
  return lines.map((line) => line.join(',')).join('\r\n');
}

/** Saves the rows as `<fileName>.csv`. */
export async function saveCsv<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const blob = new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  // file-saver loads with the first download, not with the app.
  const { saveAs } = await import('file-saver');
  saveAs(blob, `${fileName}.csv`);
}
