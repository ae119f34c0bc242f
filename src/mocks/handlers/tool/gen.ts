/**
 * GenController (`/tool/gen`, chestnut-generator): imported tables, the database's not-yet-imported
 * tables, import, edit config, delete, preview, sync from database, generate (custom path) and zip
 * downloads. Permissions as in docs/endpoints.md (GenMenuPriv).
 */
import type { HttpHandler } from 'msw';

import { genStore, importDbTable, syncColumns } from './gen-model';
import type { GenTable, GenTableColumn } from './gen-store';
import { renderTemplates, zipEntries } from './gen-templates';
import { zipFiles } from '../../../lib/xlsx';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import { raise } from '../../core/reply';

const NOT_FOUND = { 'zh-CN': '表不存在', 'zh-TW': '表不存在', en: 'Table not found' } as const;
const NO_TABLES = {
  'zh-CN': '请选择要导入的表',
  'zh-TW': '請選擇要匯入的表',
  en: 'Please select the tables to import',
} as const;
const DB_GONE = {
  'zh-CN': '同步数据失败，原表结构不存在',
  'zh-TW': '同步資料失敗，原表結構不存在',
  en: 'Sync failed: the table no longer exists in the database',
} as const;
const TREE_REQUIRED = {
  'zh-CN': '树编码字段、树父编码字段、树名称字段不能为空',
  'zh-TW': '樹編碼欄位、樹父編碼欄位、樹名稱欄位不能為空',
  en: 'Tree code, tree parent code and tree name fields must not be empty',
} as const;
const SUB_REQUIRED = {
  'zh-CN': '关联子表的表名和外键名不能为空',
  'zh-TW': '關聯子表的表名和外鍵名不能為空',
  en: 'The sub table name and its foreign key must not be empty',
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const stampOf = (c: Call) => ({
  createBy: c.optionalSession()?.userName ?? '',
  createTime: c.db.nowString(),
});

function columnsOf(c: Call, tableId: string): GenTableColumn[] {
  return genStore(c.db)
    .columns.filter((col) => col.tableId === tableId)
    .sort((a, b) => a.sort - b.sort);
}

/** GenTable as the API returns it: the options JSON unpacked into treeCode… and the column list. */
function withDetails(c: Call, gen: GenTable) {
  const options = gen.options ? (JSON.parse(gen.options) as Record<string, string>) : {};
  const columns = columnsOf(c, gen.tableId);
  return {
    ...gen,
    treeCode: options.treeCode,
    treeParentCode: options.treeParentCode,
    treeName: options.treeName,
    parentMenuId: options.parentMenuId,
    columns,
    pkColumn: columns.find((col) => col.isPk === '1'),
    crud: gen.tplCategory === 'crud',
    tree: gen.tplCategory === 'tree',
    sub: gen.tplCategory === 'sub',
  };
}

function byId(c: Call, tableId: unknown): GenTable {
  const gen = genStore(c.db).tables.find((t) => t.tableId === str(tableId));
  return gen ?? raise(NOT_FOUND[c.locale]);
}

function byName(c: Call, tableName: unknown): GenTable {
  const gen = genStore(c.db).tables.find((t) => t.tableName === str(tableName));
  return gen ?? raise(NOT_FOUND[c.locale]);
}

function zipResponse(files: Record<string, string>): Response {
  const bytes = zipFiles(files);
  return new Response(bytes.buffer as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment; filename="chestnut.zip"',
      'Content-Length': String(bytes.length),
    },
  });
}

interface ColumnBody {
  columnId?: unknown;
  [key: string]: unknown;
}

const COLUMN_FIELDS = [
  'columnComment',
  'javaType',
  'javaField',
  'isInsert',
  'isEdit',
  'isList',
  'isQuery',
  'queryType',
  'isRequired',
  'htmlType',
  'dictType',
] as const;

export function genHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const remove = async (c: Call) => {
    const ids = idList(await c.body<unknown>());
    if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'tableIds');
    const store = genStore(c.db);
    store.tables = store.tables.filter((t) => !ids.includes(t.tableId));
    store.columns = store.columns.filter((col) => !ids.includes(col.tableId));
  };
  return [
    route.get('/tool/gen/list', { perm: 'tool:gen:view' }, (c) =>
      c.page(
        filterRows(genStore(c.db).tables, c.query, {
          like: ['tableName', 'tableComment'],
          time: 'createTime',
        }).map((t) => withDetails(c, t)),
      ),
    ),
    route.get('/tool/gen/db/list', { perm: 'tool:gen:view' }, (c) => {
      const store = genStore(c.db);
      const imported = new Set(store.tables.map((t) => t.tableName));
      const rows = store.dbTables
        .filter((t) => !imported.has(t.tableName))
        .map(({ tableName, tableComment, createTime, updateTime }) => ({
          tableName,
          tableComment,
          createTime,
          updateTime,
        }));
      return table(filterRows(rows, c.query, { like: ['tableName', 'tableComment'] }));
    }),
    route.get<{ tableId: string }>('/tool/gen/column/{tableId}', { perm: 'tool:gen:view' }, (c) =>
      table(columnsOf(c, c.params.tableId)),
    ),
    route.post('/tool/gen/importTable', { perm: 'tool:gen:import' }, (c) => {
      const names = (c.query.get('tables') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length === 0) raise(NO_TABLES[c.locale]);
      const store = genStore(c.db);
      const imported = new Set(store.tables.map((t) => t.tableName));
      for (const name of names) {
        const dbTable = store.dbTables.find((t) => t.tableName === name);
        if (dbTable && !imported.has(name)) importDbTable(store, dbTable, () => c.db.nextId(), stampOf(c));
      }
    }),
    route.get<{ tableId: string }>('/tool/gen/preview/{tableId}', { perm: 'tool:gen:preview' }, (c) => {
      const gen = byId(c, c.params.tableId);
      return ok(renderTemplates(gen, columnsOf(c, gen.tableId)));
    }),
    route.get<{ tableName: string }>('/tool/gen/download/{tableName}', { perm: 'tool:gen:code' }, (c) => {
      const gen = byName(c, c.params.tableName);
      return zipResponse(zipEntries(gen, columnsOf(c, gen.tableId)));
    }),
    route.get('/tool/gen/batchGenCode', { perm: 'tool:gen:code' }, (c) => {
      const names = (c.query.get('tables') ?? '').split(',').filter(Boolean);
      const files: Record<string, string> = {};
      for (const name of names) {
        const gen = byName(c, name);
        Object.assign(files, zipEntries(gen, columnsOf(c, gen.tableId)));
      }
      return zipResponse(files);
    }),
    route.get<{ tableName: string }>('/tool/gen/genCode/{tableName}', { perm: 'tool:gen:code' }, (c) => {
      byName(c, c.params.tableName);
    }),
    route.get<{ tableName: string }>('/tool/gen/synchDb/{tableName}', { perm: 'tool:gen:edit' }, (c) => {
      const gen = byName(c, c.params.tableName);
      const dbTable = genStore(c.db).dbTables.find((t) => t.tableName === gen.tableName);
      if (!dbTable) raise(DB_GONE[c.locale]);
      syncColumns(genStore(c.db), gen, dbTable, () => c.db.nextId(), stampOf(c));
    }),
    route.get<{ tableId: string }>('/tool/gen/{tableId}', { perm: 'tool:gen:view' }, (c) => {
      const gen = byId(c, c.params.tableId);
      return ok({
        info: withDetails(c, gen),
        rows: columnsOf(c, gen.tableId),
        tables: genStore(c.db).tables.map((t) => withDetails(c, t)),
      });
    }),
    route.put('/tool/gen', { perm: 'tool:gen:edit' }, async (c) => {
      const body = await c.body<Record<string, unknown>>();
      const gen = byId(c, body.tableId);
      const columns = Array.isArray(body.columns) ? (body.columns as ColumnBody[]) : [];
      c.validate((v) => [
        v.notBlank(body.tableName),
        v.notBlank(body.tableComment),
        v.notBlank(body.className),
        v.notBlank(body.packageName),
        v.notBlank(body.moduleName),
        v.notBlank(body.businessName),
        v.notBlank(body.functionName),
        v.notBlank(body.functionAuthor),
        ...columns.map((col) => v.notBlank(col.javaField)),
      ]);
      const params = (body.params ?? {}) as Record<string, unknown>;
      const tplCategory = str(body.tplCategory) || 'crud';
      if (
        tplCategory === 'tree' &&
        (!str(params.treeCode) || !str(params.treeParentCode) || !str(params.treeName))
      )
        raise(TREE_REQUIRED[c.locale]);
      if (tplCategory === 'sub' && (!str(body.subTableName) || !str(body.subTableFkName)))
        raise(SUB_REQUIRED[c.locale]);
      Object.assign(gen, {
        tableName: str(body.tableName),
        tableComment: str(body.tableComment),
        className: str(body.className),
        functionAuthor: str(body.functionAuthor),
        remark: str(body.remark) || undefined,
        tplCategory,
        packageName: str(body.packageName),
        moduleName: str(body.moduleName),
        businessName: str(body.businessName),
        functionName: str(body.functionName),
        genType: str(body.genType) === '1' ? '1' : '0',
        genPath: str(body.genPath) || '/',
        subTableName: tplCategory === 'sub' ? str(body.subTableName) : undefined,
        subTableFkName: tplCategory === 'sub' ? str(body.subTableFkName) : undefined,
        options: JSON.stringify({
          treeCode: str(params.treeCode) || undefined,
          treeParentCode: str(params.treeParentCode) || undefined,
          treeName: str(params.treeName) || undefined,
          parentMenuId: str(params.parentMenuId) || undefined,
        }),
      });
      stampUpdate(c, gen);
      const store = genStore(c.db);
      for (const col of columns) {
        const saved = store.columns.find(
          (x) => x.columnId === str(col.columnId) && x.tableId === gen.tableId,
        );
        if (!saved) continue;
        for (const key of COLUMN_FIELDS) if (col[key] !== undefined) saved[key] = str(col[key]);
        if (col.sort !== undefined && Number.isFinite(Number(col.sort))) saved.sort = Number(col.sort);
      }
    }),
    route.delete('/tool/gen', { perm: 'tool:gen:remove' }, remove),
  ];
}
