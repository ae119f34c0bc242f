/**
 * SysDictTypeController and SysDictDataController. Types are unique (DICT_TYPE_CONFLICT); fixed types
 * cannot be deleted or renamed (FIXED_DICT) nor get new entries (FIXED_DICT_NOT_ALLOW_ADD); a type
 * with entries must be emptied first; fixed entries cannot be deleted; a value is unique in its type.
 * Names and labels are translated on output (`DICT.<type>`, `DICT.<type>.<value>`).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, sortBy, stampCreate, stampUpdate, type FilterSpec } from '../../core/crud';
import { ok } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import type { SysDictData, SysDictType } from '../../db';
import { dictItems, toDictDataVO } from '../../services/dicts';

type Body = Record<string, unknown>;

const TYPE_FILTERS: FilterSpec<SysDictType> = { like: ['dictName', 'dictType'] };
const DATA_FILTERS: FilterSpec<SysDictData> = { like: ['dictLabel'], eq: ['dictType'] };
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function typeVO(c: Call, row: SysDictType): SysDictType {
  return { ...row, dictName: c.label(row.dictName, `DICT.${row.dictType}`) };
}

function typeRows(c: Call, query: URLSearchParams) {
  return filterRows(c.db.tables.dictTypes, query, TYPE_FILTERS).map((row) => typeVO(c, row));
}

function dataRows(c: Call, query: URLSearchParams) {
  return filterRows(sortBy(c.db.tables.dictData, 'dictSort'), query, DATA_FILTERS).map((row) =>
    toDictDataVO(c, row),
  );
}

function checkType(c: Call, body: Body, self?: SysDictType) {
  c.validate((v) => [v.notBlank(body.dictName), v.notBlank(body.dictType)]);
  const conflict = c.db.tables.dictTypes.some(
    (t) => t.dictType === body.dictType && t.dictId !== self?.dictId,
  );
  if (conflict) c.error('ERR.SYS.DICT_TYPE_CONFLICT', body.dictType);
  if (self?.fixed === 'Y' && self.dictType !== body.dictType) c.error('ERR.COMMON.FIXED_DICT');
}

function checkData(c: Call, body: Body, self?: SysDictData) {
  c.validate((v) => [v.notBlank(body.dictType), v.notBlank(body.dictLabel), v.notBlank(body.dictValue)]);
  const conflict = c.db.tables.dictData.some(
    (d) => d.dictType === body.dictType && d.dictValue === body.dictValue && d.dictCode !== self?.dictCode,
  );
  if (conflict) c.error('ERR.COMMON.DATA_CONFLICT', body.dictValue);
}

function dataFields(body: Body) {
  return {
    dictType: String(body.dictType),
    dictLabel: String(body.dictLabel),
    dictValue: String(body.dictValue),
    dictSort: Number(body.dictSort ?? 0),
    cssClass: text(body.cssClass) ?? '',
    listClass: text(body.listClass) ?? 'default',
    remark: text(body.remark),
  };
}

function typeHandlers({ route }: MockContext): HttpHandler[] {
  const view = { perm: 'system:dict:view' };
  return [
    route.get('/system/dict/type/list', view, (c) => c.page(typeRows(c, c.query))),
    route.post('/system/dict/type/list', view, async (c) => {
      const query = await exportQuery(c);
      const columns = [
        ['字典主键', 'dictId'],
        ['字典名称', 'dictName'],
        ['字典类型', 'dictType'],
      ] as const;
      return xlsxResponse(c, 'SysDictType', columns, exportPage(typeRows(c, query), query));
    }),
    route.get('/system/dict/type/optionselect', (c) =>
      ok(c.db.tables.dictTypes.map((row) => typeVO(c, row))),
    ),
    route.delete('/system/dict/type/refreshCache', { perm: 'system:dict:remove' }, () => undefined),
    route.get<{ dictId: string }>('/system/dict/type/{dictId}', view, (c) => {
      const row = c.db.tables.dictTypes.find((t) => t.dictId === c.params.dictId);
      return ok(row && typeVO(c, row));
    }),
    route.post('/system/dict/type', { perm: 'system:dict:add' }, async (c) => {
      const body = await c.body<Body>();
      checkType(c, body);
      const row = { dictId: c.db.nextId(), dictName: String(body.dictName), dictType: String(body.dictType) };
      c.db.tables.dictTypes.push(stampCreate(c, { ...row, fixed: 'N', remark: text(body.remark) }));
    }),
    route.put('/system/dict/type', { perm: 'system:dict:edit' }, async (c) => {
      const body = await c.body<Body>();
      const row = c.db.tables.dictTypes.find((t) => t.dictId === String(body.dictId));
      if (!row) return c.error('ERR.COMMON.NOT_NULL', 'dictId');
      checkType(c, body, row);
      const dictType = String(body.dictType);
      // Entries follow a renamed type, as the backend's update does.
      for (const d of c.db.tables.dictData) if (d.dictType === row.dictType) d.dictType = dictType;
      Object.assign(row, { dictName: String(body.dictName), dictType, remark: text(body.remark) });
      stampUpdate(c, row);
    }),
    route.delete('/system/dict/type', { perm: 'system:dict:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dictIds');
      const rows = c.db.tables.dictTypes.filter((t) => ids.includes(t.dictId));
      if (rows.some((t) => t.fixed === 'Y')) c.error('ERR.COMMON.FIXED_DICT');
      if (rows.some((t) => c.db.tables.dictData.some((d) => d.dictType === t.dictType)))
        c.error('ERR.SYS.DELETE_DICT_DATA_FIRST');
      c.db.tables.dictTypes = c.db.tables.dictTypes.filter((t) => !ids.includes(t.dictId));
    }),
  ];
}

function dataHandlers({ route }: MockContext): HttpHandler[] {
  const view = { perm: 'system:dict:view' };
  return [
    route.get<{ dictType: string }>('/system/dict/data/type/{dictType}', (c) =>
      ok(dictItems(c, c.params.dictType)),
    ),
    route.get('/system/dict/data/list', view, (c) => c.page(dataRows(c, c.query))),
    route.post('/system/dict/data/list', view, async (c) => {
      const query = await exportQuery(c);
      const columns = [
        ['字典编码', 'dictCode'],
        ['字典排序', 'dictSort'],
        ['字典标签', 'dictLabel'],
        ['字典键值', 'dictValue'],
        ['字典类型', 'dictType'],
      ] as const;
      return xlsxResponse(c, 'SysDictData', columns, exportPage(dataRows(c, query), query));
    }),
    route.get<{ dictCode: string }>('/system/dict/data/{dictCode}', view, (c) => {
      const row = c.db.tables.dictData.find((d) => d.dictCode === c.params.dictCode);
      return ok(row && toDictDataVO(c, row));
    }),
    route.post('/system/dict/data', { perm: 'system:dict:add' }, async (c) => {
      const body = await c.body<Body>();
      checkData(c, body);
      const type = c.db.tables.dictTypes.find((t) => t.dictType === body.dictType);
      if (type?.fixed === 'Y') c.error('ERR.COMMON.FIXED_DICT_NOT_ALLOW_ADD');
      const fields = { dictCode: c.db.nextId(), ...dataFields(body) };
      c.db.tables.dictData.push(stampCreate(c, { ...fields, isDefault: 'N', fixed: 'N', status: '0' }));
    }),
    route.put('/system/dict/data', { perm: 'system:dict:edit' }, async (c) => {
      const body = await c.body<Body>();
      const row = c.db.tables.dictData.find((d) => d.dictCode === String(body.dictCode));
      if (!row) return c.error('ERR.COMMON.NOT_NULL', 'dictCode');
      checkData(c, body, row);
      if (row.fixed === 'Y' && (row.dictType !== body.dictType || row.dictValue !== body.dictValue))
        c.error('ERR.COMMON.FIXED_DICT');
      // A label shown translated is stored back as typed, like the backend's I18nField update.
      Object.assign(row, dataFields(body));
      stampUpdate(c, row);
    }),
    route.delete('/system/dict/data', { perm: 'system:dict:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dictCodes');
      if (c.db.tables.dictData.some((d) => ids.includes(d.dictCode) && d.fixed === 'Y'))
        c.error('ERR.COMMON.FIXED_DICT');
      c.db.tables.dictData = c.db.tables.dictData.filter((d) => !ids.includes(d.dictCode));
    }),
  ];
}

export function dictHandlers(ctx: MockContext): HttpHandler[] {
  return [...typeHandlers(ctx), ...dataHandlers(ctx)];
}
