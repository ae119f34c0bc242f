import { downloadGet, http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** GenTableColumn (gen_table_column): one column's generation settings. Flags are '1' / '0'. */
export interface GenTableColumn {
  columnId: string;
  tableId: string;
  columnName: string;
  columnComment?: string;
  columnType: string;
  javaType: string;
  javaField: string;
  isPk: string;
  isIncrement?: string;
  isRequired: string;
  isInsert: string;
  isEdit: string;
  isList: string;
  isQuery: string;
  queryType: string;
  htmlType: string;
  dictType?: string;
  sort: number;
}

/** GenTable (gen_table) as `GET /tool/gen/list` and `GET /tool/gen/{tableId}` return it. */
export interface GenTable {
  tableId: string;
  tableName: string;
  tableComment: string;
  subTableName?: string;
  subTableFkName?: string;
  className: string;
  tplCategory: string;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: string;
  /** '0' zip download, '1' custom path. */
  genType: string;
  genPath: string;
  treeCode?: string;
  treeParentCode?: string;
  treeName?: string;
  parentMenuId?: string;
  remark?: string;
  columns?: GenTableColumn[];
  createTime?: string;
  updateTime?: string;
}

/** `GET /tool/gen/{tableId}`. */
export interface GenTableDetail {
  info: GenTable;
  rows: GenTableColumn[];
  tables: GenTable[];
}

/** A database table not imported yet (`GET /tool/gen/db/list`). */
export interface DbTable {
  tableName: string;
  tableComment: string;
  createTime?: string;
  updateTime?: string;
}

export interface GenQuery extends PageParams {
  tableName?: string;
  tableComment?: string;
}

/**
 * Body of `PUT /tool/gen`: the table, its columns and the tree/menu options under `params`. The detail
 * reply also carries `crud`/`tree`/`sub`, `pkColumn` and the like, derived by the server: not sent back.
 */
export type GenTableUpdate = Omit<GenTable, 'columns' | 'createTime' | 'updateTime'> & {
  columns: GenTableColumn[];
  params: { treeCode?: string; treeName?: string; treeParentCode?: string; parentMenuId?: string };
};

const toColumnBody = bodyPicker<GenTableColumn>()([
  'columnId',
  'tableId',
  'columnName',
  'columnComment',
  'columnType',
  'javaType',
  'javaField',
  'isPk',
  'isIncrement',
  'isRequired',
  'isInsert',
  'isEdit',
  'isList',
  'isQuery',
  'queryType',
  'htmlType',
  'dictType',
  'sort',
]);

const pickTable = bodyPicker<GenTableUpdate>()([
  'tableId',
  'tableName',
  'tableComment',
  'subTableName',
  'subTableFkName',
  'className',
  'tplCategory',
  'packageName',
  'moduleName',
  'businessName',
  'functionName',
  'functionAuthor',
  'genType',
  'genPath',
  'treeCode',
  'treeParentCode',
  'treeName',
  'parentMenuId',
  'remark',
  'columns',
  'params',
]);

const toBody = (body: GenTableUpdate): GenTableUpdate =>
  pickTable({ ...body, columns: body.columns.map(toColumnBody) });

export const genKeys = createQueryKeys('tool/gen');

type Ids = readonly (string | number)[];

/** The V1.5.5 `api/tool/gen.js` calls (GenController). */
export const genApi = {
  list: (query: GenQuery) => http.page<GenTable>('/tool/gen/list', query),
  dbList: (query: { tableName?: string; tableComment?: string }) =>
    http.page<DbTable>('/tool/gen/db/list', query),
  get: (tableId: string) => http.get<GenTableDetail>(`/tool/gen/${tableId}`),
  update: (body: GenTableUpdate) => http.put<void>('/tool/gen', toBody(body)),
  // POST with the names in the query string (the backend reads a request parameter).
  importTables: (tables: readonly string[]) =>
    http.envelope<void>('post', `/tool/gen/importTable?tables=${encodeURIComponent(tables.join(','))}`),
  remove: (tableIds: Ids) => http.delete<void>('/tool/gen', tableIds),
  preview: (tableId: string) => http.get<Record<string, string>>(`/tool/gen/preview/${tableId}`),
  genCode: (tableName: string) => http.get<void>(`/tool/gen/genCode/${encodeURIComponent(tableName)}`),
  synchDb: (tableName: string) => http.get<void>(`/tool/gen/synchDb/${encodeURIComponent(tableName)}`),
  /** The zip of the given tables (`$download.zip`, saved as code.zip). */
  downloadZip: (tableNames: readonly string[]) =>
    downloadGet(`/tool/gen/batchGenCode?tables=${encodeURIComponent(tableNames.join(','))}`, 'code.zip'),
};
