import type { ListColumn } from '@/components/list';

/** "Update Time": the last edit, else the creation. */
export function updateTimeColumn<Row extends { updateTime?: string; createTime?: string }>(
  title: string,
): ListColumn<Row> {
  return { key: 'updateTime', title, width: 180, render: (_, row) => row.updateTime ?? row.createTime };
}

/** The names of the rows whose ids are in the comma-joined list (for the delete confirms). */
export function namesOf<Row extends { name: string }>(rows: Row[], idOf: (row: Row) => string, ids: string) {
  const wanted = ids.split(',');
  return rows
    .filter((row) => wanted.includes(idOf(row)))
    .map((row) => row.name)
    .join('、');
}
