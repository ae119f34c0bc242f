/**
 * A one-sheet .xlsx of text cells, written in the browser without a spreadsheet library: the four
 * OOXML parts a workbook needs, zipped without compression (local headers, central directory, end
 * record, CRC-32). Enough for exporting a list; numbers and dates are written as the text shown.
 */
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = ~0;
  for (const byte of data) crc = (CRC[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** Little-endian fields of a zip record: [value, byte width] pairs. */
function record(fields: [number, 2 | 4][], tail: Uint8Array[] = []): Uint8Array {
  const size = fields.reduce((n, [, w]) => n + w, 0);
  const head = new DataView(new ArrayBuffer(size));
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) head.setUint16(at, value, true);
    else head.setUint32(at, value, true);
    at += width;
  }
  return concat([new Uint8Array(head.buffer), ...tail]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function zip(entries: [string, string][]): Uint8Array {
  const utf8 = new TextEncoder();
  const locals: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [path, text] of entries) {
    const name = utf8.encode(path);
    const data = utf8.encode(text);
    const crc = crc32(data);
    // version 20, flag 0x0800 (UTF-8 names), stored, no time
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0x0800, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [crc, 4],
      [data.length, 4],
      [data.length, 4],
      [name.length, 2],
      [0, 2],
    ];
    const local = record([[0x04034b50, 4], ...common], [name, data]);
    directory.push(
      record([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]], [name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const size = directory.reduce((n, d) => n + d.length, 0);
  const end = record([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [size, 4],
    [offset, 4],
    [0, 2],
  ]);
  return concat([...locals, ...directory, end]);
}

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);

const NS = 'http://schemas.openxmlformats.org';

/** The workbook bytes of one sheet: the first row is the header. */
export function xlsxOf(sheetName: string, rows: readonly (readonly string[])[]): Uint8Array {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((cell) => `<c t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const rels = `${NS}/officeDocument/2006/relationships`;
  return zip([
    [
      '[Content_Types].xml',
      `${xml}<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${xml}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${rels}"><sheets><sheet name="${escape(sheetName.replace(/[[\]:*?/\\]/g, '_').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `${xml}<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ],
  ]);
}
