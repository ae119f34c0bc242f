/**
 * GenUtils of the generator: how an imported table gets its class name, package, business name and
 * per-column settings (Java type, field, insert/edit/list/query flags, query type, HTML control), and
 * how "sync from database" merges a changed schema into the saved settings.
 */
import {
  DB_TABLES,
  type DbColumn,
  type DbTable,
  type GenStore,
  type GenTable,
  type GenTableColumn,
} from './gen-store';
import type { MockDb } from '../../db';

/** gen.packageName / gen.author / gen.autoRemovePre / gen.tablePrefix of the generator config. */
export const GEN_CONFIG = {
  packageName: 'com.chestnut.system',
  author: 'chestnut',
  tablePrefix: ['sys_', 'cms_'],
};

const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time', 'remark'];

const camel = (name: string) => name.toLowerCase().replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^\w/, (c) => c.toUpperCase());

export function classNameOf(tableName: string): string {
  const prefix = GEN_CONFIG.tablePrefix.find((p) => tableName.startsWith(p));
  return pascal(prefix ? tableName.slice(prefix.length) : tableName);
}

function javaTypeOf(type: string): string {
  const base = type.replace(/\(.*$/, '').toLowerCase();
  if (['datetime', 'date', 'timestamp', 'time'].includes(base)) return 'Date';
  if (['decimal', 'numeric'].includes(base)) return 'BigDecimal';
  if (['float', 'double'].includes(base)) return 'Double';
  if (base === 'bigint') return 'Long';
  if (['int', 'integer', 'tinyint', 'smallint', 'mediumint'].includes(base)) return 'Integer';
  return 'String';
}

function htmlTypeOf(column: DbColumn): string {
  const base = column.type.replace(/\(.*$/, '').toLowerCase();
  const length = Number(/\((\d+)/.exec(column.type)?.[1] ?? 0);
  if (javaTypeOf(column.type) === 'Date') return 'datetime';
  if (/(status|type|sex)$/.test(column.name)) return /status$/.test(column.name) ? 'radio' : 'select';
  if (/image$/.test(column.name)) return 'imageUpload';
  if (/file$/.test(column.name)) return 'fileUpload';
  if (/content$/.test(column.name)) return 'editor';
  if (base === 'text' || base === 'longtext' || length >= 500) return 'textarea';
  return 'input';
}

export function buildColumn(
  column: DbColumn,
  tableId: string,
  sort: number,
  columnId: string,
  stamp: { createBy: string; createTime: string },
): GenTableColumn {
  const pk = !!column.pk;
  const audit = AUDIT_COLUMNS.includes(column.name);
  const flag = (b: boolean) => (b ? '1' : '0');
  return {
    columnId,
    tableId,
    columnName: column.name,
    columnComment: column.comment,
    columnType: column.type,
    javaType: javaTypeOf(column.type),
    javaField: camel(column.name),
    isPk: flag(pk),
    isIncrement: flag(!!column.increment),
    isRequired: flag(!!column.required && !pk),
    isInsert: flag(!pk && !audit),
    isEdit: flag(!pk && !audit),
    isList: flag(!pk && !audit),
    isQuery: flag(!pk && !audit && !/content|remark/.test(column.name)),
    queryType: /name$/.test(column.name) ? 'LIKE' : 'EQ',
    htmlType: htmlTypeOf(column),
    dictType: '',
    sort,
    ...stamp,
  };
}

/** GenTableServiceImpl.importGenTable for one database table. */
export function importDbTable(
  store: GenStore,
  table: DbTable,
  nextId: () => string,
  stamp: { createBy: string; createTime: string },
): GenTable {
  const tableId = nextId();
  const className = classNameOf(table.tableName);
  const gen: GenTable = {
    tableId,
    tableName: table.tableName,
    tableComment: table.tableComment,
    className,
    tplCategory: 'crud',
    packageName: GEN_CONFIG.packageName,
    moduleName: GEN_CONFIG.packageName.split('.').pop() ?? 'system',
    businessName: table.tableName.split('_').pop() ?? table.tableName,
    functionName: table.tableComment.replace(/(表|信息)+$/, ''),
    functionAuthor: GEN_CONFIG.author,
    genType: '0',
    genPath: '/',
    ...stamp,
  };
  store.tables.push(gen);
  table.columns.forEach((column, i) =>
    store.columns.push(buildColumn(column, tableId, i + 1, nextId(), stamp)),
  );
  return gen;
}

/**
 * synchDb: columns that left the table are dropped, new ones added with defaults, and kept ones keep
 * the user's settings (dict type, query type, flags) but take the database's type and comment.
 */
export function syncColumns(
  store: GenStore,
  gen: GenTable,
  table: DbTable,
  nextId: () => string,
  stamp: { createBy: string; createTime: string },
): void {
  const old = store.columns.filter((c) => c.tableId === gen.tableId);
  const next = table.columns.map((column, i) => {
    const kept = old.find((c) => c.columnName === column.name);
    const fresh = buildColumn(column, gen.tableId, i + 1, kept?.columnId ?? nextId(), stamp);
    return kept
      ? { ...kept, columnComment: kept.columnComment || column.comment, columnType: column.type, sort: i + 1 }
      : fresh;
  });
  store.columns = [...store.columns.filter((c) => c.tableId !== gen.tableId), ...next];
}

const stores = new WeakMap<MockDb, GenStore>();

/**
 * The generator's store. Seeded with two imported tables; `cms_friend_link` was imported before its
 * `logo` column existed, so "sync from database" has something to do.
 */
export function genStore(db: MockDb): GenStore {
  let store = stores.get(db);
  if (!store) {
    store = { dbTables: structuredClone(DB_TABLES), tables: [], columns: [] };
    let id = 100;
    const nextId = () => String(++id);
    const stamp = { createBy: 'admin', createTime: '2024-03-01 10:00:00' };
    const [post, link] = store.dbTables;
    if (post) importDbTable(store, post, nextId, stamp);
    if (link)
      importDbTable(store, { ...link, columns: link.columns.filter((c) => c.name !== 'logo') }, nextId, {
        ...stamp,
        createTime: '2024-03-02 10:00:00',
      });
    stores.set(db, store);
  }
  return store;
}
