import { zipFiles } from './zip';

/**
 * A one-sheet .xlsx of text cells, written without a spreadsheet library: the four OOXML parts a
 * workbook needs plus the sheet, zipped without compression. Enough for exporting a list; numbers
 * and dates are written as the text shown. Empty cells (null/undefined) stay empty.
 */
const NS = 'http://schemas.openxmlformats.org';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch,
  );
}

/** Excel refuses sheet names over 31 characters or with any of []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
}

function sheetXml(rows: readonly (readonly unknown[])[]): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell) =>
            cell === undefined || cell === null
              ? '<c/>'
              : `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell))}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `${XML}<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** The workbook bytes of one sheet named `name`; the first row is usually the header. */
export function xlsxBytes(name: string, rows: readonly (readonly unknown[])[]): Uint8Array {
  const rels = `${NS}/officeDocument/2006/relationships`;
  return zipFiles({
    '[Content_Types].xml': `${XML}<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${rels}"><sheets><sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheetXml(rows),
  });
}
