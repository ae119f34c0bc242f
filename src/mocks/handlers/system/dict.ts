/**
 * SysDictTypeController and SysDictDataController. Types are unique (DICT_TYPE_CONFLICT); fixed types
 * cannot be deleted or renamed (FIXED_DICT) nor get new entries (FIXED_DICT_NOT_ALLOW_ADD); a type
 * with entries must be emptied first; fixed entries cannot be deleted; a value is unique in its type.
 * Names and labels are translated on output (`DICT.<type>`, `DICT.<type>.<value>`).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { sortBy } from '../../core/crud';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';
import type { SysDictType } from '../../db';
import { dictItems, toDictDataVO } from '../../services/dicts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function typeVO(c: Call, row: SysDictType): SysDictType {
  return { ...row, dictName: c.label(row.dictName, `DICT.${row.dictType}`) };
}

const dictTypes = defineCrud({
  table: 'dictTypes',
  id: 'dictId',
  path: '/system/dict/type',
  perm: 'system:dict',
  filters: { like: ['dictName', 'dictType'] },
  toVO: typeVO,
  export: {
    className: 'SysDictType',
    columns: [
      ['字典主键', 'dictId'],
      ['字典名称', 'dictName'],
      ['字典类型', 'dictType'],
    ],
  },
  validate: (v, body) => [v.notBlank(body.dictName), v.notBlank(body.dictType)],
  fields: (body) => ({
    dictName: String(body.dictName),
    dictType: String(body.dictType),
    remark: text(body.remark),
  }),
  defaults: () => ({ fixed: 'N' }),
  readOnly: ['fixed'],
  unique: [{ field: 'dictType', message: 'ERR.SYS.DICT_TYPE_CONFLICT' }],
  beforeUpdate: (c, row, next) => {
    if (row.fixed === 'Y' && row.dictType !== next.dictType) c.error('ERR.COMMON.FIXED_DICT');
    // Entries follow a renamed type, as the backend's update does.
    for (const d of c.db.tables.dictData) if (d.dictType === row.dictType) d.dictType = next.dictType;
  },
  beforeDelete: (c, rows) => {
    if (rows.some((t) => t.fixed === 'Y')) c.error('ERR.COMMON.FIXED_DICT');
    if (rows.some((t) => c.db.tables.dictData.some((d) => d.dictType === t.dictType)))
      c.error('ERR.SYS.DELETE_DICT_DATA_FIRST');
  },
  unknownId: 'absent',
});

const dictData = defineCrud({
  table: 'dictData',
  id: 'dictCode',
  path: '/system/dict/data',
  perm: 'system:dict',
  filters: { like: ['dictLabel'], eq: ['dictType'] },
  order: (rows) => sortBy(rows, 'dictSort'),
  toVO: toDictDataVO,
  export: {
    className: 'SysDictData',
    columns: [
      ['字典编码', 'dictCode'],
      ['字典排序', 'dictSort'],
      ['字典标签', 'dictLabel'],
      ['字典键值', 'dictValue'],
      ['字典类型', 'dictType'],
    ],
  },
  validate: (v, body) => [v.notBlank(body.dictType), v.notBlank(body.dictLabel), v.notBlank(body.dictValue)],
  // A label shown translated is stored back as typed, like the backend's I18nField update.
  fields: (body) => ({
    dictType: String(body.dictType),
    dictLabel: String(body.dictLabel),
    dictValue: String(body.dictValue),
    dictSort: Number(body.dictSort ?? 0),
    cssClass: text(body.cssClass) ?? '',
    listClass: text(body.listClass) ?? 'default',
    remark: text(body.remark),
  }),
  defaults: (body, c) => {
    const type = c.db.tables.dictTypes.find((t) => t.dictType === body.dictType);
    if (type?.fixed === 'Y') c.error('ERR.COMMON.FIXED_DICT_NOT_ALLOW_ADD');
    return { isDefault: 'N', fixed: 'N', status: '0' };
  },
  readOnly: ['isDefault', 'fixed', 'status'],
  unique: [{ field: 'dictValue', scope: ['dictType'] }],
  beforeUpdate: (c, row, next) => {
    if (row.fixed === 'Y' && (row.dictType !== next.dictType || row.dictValue !== next.dictValue))
      c.error('ERR.COMMON.FIXED_DICT');
  },
  beforeDelete: (c, rows) => {
    if (rows.some((d) => d.fixed === 'Y')) c.error('ERR.COMMON.FIXED_DICT');
  },
  unknownId: 'absent',
});

export function dictHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/system/dict/type/optionselect', (c) =>
      ok(c.db.tables.dictTypes.map((row) => typeVO(c, row))),
    ),
    route.delete('/system/dict/type/refreshCache', { perm: 'system:dict:remove' }, () => undefined),
    ...dictTypes.handlers(route),
    route.get<{ dictType: string }>('/system/dict/data/type/{dictType}', (c) =>
      ok(dictItems(c, c.params.dictType)),
    ),
    ...dictData.handlers(route),
  ];
}
