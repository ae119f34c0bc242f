/** Dictionary rows as the backend returns them: labels translated, `default` getter added. */
import type { Call } from '../core/context';
import type { SysDictData } from '../db';

export function toDictDataVO(c: Call, row: SysDictData) {
  return {
    ...row,
    dictLabel: c.label(row.dictLabel, `DICT.${row.dictType}.${row.dictValue}`),
    default: row.isDefault === 'Y',
  };
}

/** Enabled items of one dictionary ordered by dict_sort (the `/system/dict/data/type/{type}` query). */
export function dictItems(c: Call, dictType: string) {
  return c.db.tables.dictData
    .filter((d) => d.dictType === dictType && d.status === '0')
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((row) => toDictDataVO(c, row));
}
