/**
 * Excel export of `@ExcelExportable` lists (docs/backend-contract.md): `POST <list path>` with header `cc-export`
 * and the filters form-encoded; the reply is an .xlsx named `Export_<Class>_<yyyyMMddHHmmss>.xlsx`.
 * The workbook is real (one sheet named after the class, inline strings), zipped without compression.
 *
 *   route.post('/system/post/list', { perm: 'system:post:view' }, async (c) => {
 *     const query = await exportQuery(c);
 *     return xlsxResponse(c, 'SysPost', [['岗位编号', 'postId'], …], filterRows(rows, query, spec));
 *   });
 */

import type { Call } from './context';
import { fail } from './envelope';
import { MockReply } from './reply';
import { xlsxBytes, XLSX_TYPE } from '../../lib/xlsx';

/** The filters of an export request (form body, falling back to the query string); requires `cc-export`. */
export async function exportQuery(c: Call): Promise<URLSearchParams> {
  // Without the header Spring has no POST mapping for a list path.
  if (c.header('cc-export') === null) throw new MockReply(fail("Request method 'POST' is not supported"));
  const text = await c.request.text();
  const query = new URLSearchParams(c.query);
  for (const [key, value] of new URLSearchParams(text)) query.set(key, value);
  return query;
}

/** The rows of the current page (the backend exports what the list call would return). */
export function exportPage<T>(rows: readonly T[], query: URLSearchParams): T[] {
  const num = Number(query.get('pageNum')) || 1;
  const size = Number(query.get('pageSize')) || 20;
  return rows.slice((num - 1) * size, num * size);
}

/**
 * The export reply: columns are `[header, field]` pairs (the backend's fixed Chinese headers), the
 * file named `Export_<className>_<yyyyMMddHHmmss>.xlsx` by the db clock.
 */
export function xlsxResponse<T extends object>(
  c: Call,
  className: string,
  columns: readonly (readonly [string, keyof T & string])[],
  rows: readonly T[],
): Response {
  const table = [
    columns.map(([header]) => header),
    ...rows.map((row) => columns.map(([, field]) => (row as Record<string, unknown>)[field])),
  ];
  const stamp = c.db.nowString().replace(/\D/g, '');
  const name = `Export_${className}_${stamp}.xlsx`;
  const body = xlsxBytes(className, table);
  return new Response(body.buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-disposition': `attachment;filename*=utf-8''${encodeURIComponent(name)}`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}
