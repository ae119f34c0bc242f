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
import { zipFiles } from './zip';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch,
  );
}

function sheetXml(rows: readonly (readonly unknown[])[]): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell) =>
            cell === undefined || cell === null
              ? '<c/>'
              : `<c t="inlineStr"><is><t>${escapeXml(String(cell))}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

export function xlsxBytes(sheetName: string, rows: readonly (readonly unknown[])[]): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org';
  return zipFiles(
    Object.fromEntries([
      [
        '[Content_Types].xml',
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ],
      [
        '_rels/.rels',
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
      [
        'xl/workbook.xml',
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
      [
        'xl/_rels/workbook.xml.rels',
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ],
      ['xl/worksheets/sheet1.xml', sheetXml(rows)],
    ]),
  );
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
