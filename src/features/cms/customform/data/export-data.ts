import { customFormApi, type CustomFormRow } from '@/api/cms/customform';
import type { MetaModelField } from '@/api/cms/xmodel';
import { exportFileName } from '@/components/list';

import { cellText, type OptionLabels } from './cells';

const PAGE = 500;

/** Every row the list's filters match, page by page (the list shows one page at a time). */
export async function allRows(formId: string, ip: string | undefined): Promise<CustomFormRow[]> {
  const rows: CustomFormRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await customFormApi.dataList({ formId, ip, pageNum, pageSize: PAGE });
    rows.push(...page.rows);
    if (page.rows.length < PAGE || rows.length >= page.total) return rows;
  }
}

/**
 * Saves the filtered submissions as `<form code>_<yyyyMMddHHmmss>.xlsx`: one column per field with the
 * text the table shows (option labels, content titles), then IP and submit time. The backend has no
 * export for form data, so the workbook is written here.
 */
export async function exportRows(
  name: string,
  fields: readonly MetaModelField[],
  fixed: readonly MetaModelField[],
  rows: readonly CustomFormRow[],
  labels: OptionLabels,
): Promise<void> {
  const columns = [...fields, ...fixed];
  const table = [
    columns.map((f) => f.name),
    ...rows.map((row) => columns.map((f) => cellText(f, row, labels))),
  ];
  const [{ xlsxBytes, XLSX_TYPE }, { saveAs }] = await Promise.all([
    import('@/lib/xlsx'),
    import('file-saver'),
  ]);
  const bytes = xlsxBytes(name, table);
  const blob = new Blob([bytes.buffer as ArrayBuffer], { type: XLSX_TYPE });
  saveAs(blob, exportFileName(name));
}
