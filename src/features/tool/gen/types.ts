import type { PageParams } from '@/lib/http';

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

/** Body of `PUT /tool/gen`: the table, its columns and the tree/menu options under `params`. */
export type GenTableUpdate = GenTable & {
  columns: GenTableColumn[];
  params: { treeCode?: string; treeName?: string; treeParentCode?: string; parentMenuId?: string };
};

export interface DictTypeOption {
  dictId: string;
  dictName: string;
  dictType: string;
}

export interface MenuRow {
  menuId: string;
  parentId: string;
  menuName: string;
}

export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
export const TPL_CATEGORIES = ['crud', 'tree', 'sub'] as const;
