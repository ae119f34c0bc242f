/**
 * Excel export of `@ExcelExportable` lists (conventions §6): `POST <list path>` with header `cc-export`
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive with stored (uncompressed) entries: enough for any spreadsheet program. */
function zip(entries: readonly [string, string][]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An .xlsx workbook with one sheet `sheetName` holding `rows` (the first row being the headers). */
export function xlsxBytes(sheetName: string, rows: readonly (readonly unknown[])[]): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org';
  return zip([
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
  ]);
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
