/** Writing .xlsx and .zip files without a library (list exports in the browser; the mock's downloads). */
export { xlsxBytes, XLSX_TYPE } from './workbook';
export { crc32, zipFiles } from './zip';
