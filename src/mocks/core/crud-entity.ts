/**
 * The CRUD handler factory: a plain entity (one table, one id column, list/detail/add/edit/delete behind
 * `<prefix>:view|add|edit|remove`) declared once instead of written out as five resolvers.
 *
 *   const posts = defineCrud({
 *     table: 'posts', id: 'postId', path: '/system/post', perm: 'system:post',
 *     filters: { like: ['postName', 'postCode'], eq: ['status'] },
 *     unique: [{ field: 'postName' }, { field: 'postCode' }],
 *     validate: (v, b) => [v.notBlank(b.postName), v.notBlank(b.postCode)],
 *     fields: (b) => ({ postName: String(b.postName), postCode: String(b.postCode) }),
 *   });
 *   return [...otherRoutes, ...posts.handlers(ctx.route)];
 *
 * Behaviour, as the backend's controllers over MyBatis-Plus services have it:
 * - list `GET <path>/list` (or `listPath`): `order`, then `filters`, then one page (`{rows,total}`);
 *   `export` adds `POST <list path>` with `cc-export` (the current page as .xlsx).
 * - get `GET <path>/{id}`; add `POST <path>`; edit `PUT <path>` (id in the body); delete `DELETE <path>`
 *   with the id list as body, or `DELETE <path>/{ids}` (`deleteFrom: 'path'`, "1,2" allowed).
 * - `unknownId: 'not-found'` (default): an unknown id is `ERR.COMMON.DATA_NOT_FOUND_BY_ID` (the services'
 *   `Assert.notNull(getById(..))`); `'absent'`: GET answers no data and PUT fails `NOT_NULL(<id>)` (the
 *   controllers that pass `getById` straight through). Deleting by body ignores unknown ids (removeByIds).
 * - add and edit run `validate` (bean validation), then `fields` (the body class's writable columns),
 *   then the `unique` rules against the other rows (`ERR.COMMON.DATA_CONFLICT` with the value unless told).
 *   Add fills `defaults` and stamps createBy/createTime; edit never takes the id, the audit columns or
 *   `readOnly` columns from the body, and stamps updateBy/updateTime (`audit: false` for tables without).
 * - every route carries its permission (403 `ERRCODE.SECURITY.NOT_PERMISSION` without it).
 * Register a module's literal paths (`<path>/optionselect`, …) before `handlers(...)`: `<path>/{id}`
 * matches any segment.
 */
import type { HttpHandler } from 'msw';

import type { MockDb } from '../db';
import type { Call, Resolver, RouteOptions } from './context';
import { filterRows, idList, stampCreate, stampUpdate, type FilterSpec } from './crud';
import { ok, table } from './envelope';
import { exportPage, exportQuery, xlsxResponse } from './excel';
import type { Validators } from './validate';
import type { Tables } from '../db/types';

/** The tables holding rows of objects (not the maps and queues). */
export type EntityTable = {
  [K in keyof Tables]: Tables[K] extends readonly object[] ? K : never;
}[keyof Tables];
export type RowOf<N extends EntityTable> = Tables[N][number];

export type CrudBody = Record<string, unknown>;
export type CrudOp = 'list' | 'export' | 'get' | 'create' | 'update' | 'delete';
type Key<Row> = keyof Row & string;

export interface UniqueRule<Row> {
  /** The column that must be unique… */
  field: Key<Row>;
  /** …among the rows sharing these columns (a department's name among its siblings). */
  scope?: readonly Key<Row>[];
  /** The backend's message key (default `ERR.COMMON.DATA_CONFLICT`). */
  message?: string;
  /** Its `{0}` argument (default the value of `field`). */
  arg?: (row: Row) => unknown;
}

export interface CrudSpec<N extends EntityTable, Row extends object = RowOf<N>> {
  table: N;
  id: Key<Row>;
  /** Base path as the controller maps it, e.g. `/system/post`. */
  path: string;
  /** Default `<path>/list`. */
  listPath?: string;
  /** A prefix (`system:post` → `system:post:view`, `:add`, `:edit`, `:remove`) or per kind one key or any of several. */
  perm: string | Record<'view' | 'add' | 'edit' | 'remove', string | readonly string[]>;
  filters?: FilterSpec<Row>;
  /** The mapper's ORDER BY, applied before filtering. */
  order?: (rows: readonly Row[]) => Row[];
  /** `table` answers every row (`{rows,total}` without paging), as tree lists do. Default `page`. */
  listShape?: 'page' | 'table';
  /** The row as list and detail show it (translated names, derived flags). */
  toVO?: (c: Call, row: Row) => object;
  /** The detail's VO when it adds more than the list's (default `toVO`). */
  detailVO?: (c: Call, row: Row) => object;
  export?: { className: string; columns: readonly (readonly [string, Key<Row>])[] };
  validate?: (v: Validators, body: CrudBody, c: Call) => (string | undefined)[];
  /** The columns add and edit take from the body, converted; may throw `c.error(...)`. */
  fields: (body: CrudBody, c: Call) => Partial<Row>;
  /** Columns a new row gets where `fields` leaves them undefined (runs after `validate`). */
  defaults?: (body: CrudBody, c: Call) => Partial<Row>;
  /** Columns set once on add that edit keeps whatever the body says. */
  readOnly?: readonly Key<Row>[];
  unique?: readonly UniqueRule<Row>[];
  /** Business rules of an edit, before the row changes (`next` = the row as it would become). */
  beforeUpdate?: (c: Call, row: Row, next: Row) => void;
  /** Business rules of a delete (rows still assigned elsewhere, fixed rows…). */
  beforeDelete?: (c: Call, rows: readonly Row[]) => void;
  deleteFrom?: 'body' | 'path';
  unknownId?: 'not-found' | 'absent';
  /** Stamp createBy/createTime and updateBy/updateTime (default true). */
  audit?: boolean;
}

/** A route maker: `ctx.route` or `auditedRoutes(...)` (whose options add `log`). */
export type CrudRoutes<O extends RouteOptions> = Record<
  'get' | 'post' | 'put' | 'delete',
  (path: string, options: O, resolver: Resolver) => HttpHandler
>;

export interface CrudEntity<Row extends object> {
  /** The list's rows for a query (ordered, filtered, as VOs), e.g. for an extra export. */
  rows(c: Call, query: URLSearchParams): object[];
  /** The row with that id or the not-found reply. */
  require(c: Call, id: unknown): Row;
  /** The five (six with `export`) handlers; `options` adds route options per kind, e.g. `log`. */
  handlers<O extends RouteOptions>(
    routes: CrudRoutes<O>,
    options?: Partial<Record<CrudOp, Omit<O, 'perm'>>>,
  ): HttpHandler[];
}

const AUDIT_COLUMNS = ['createBy', 'createTime', 'updateBy', 'updateTime'];

function permsOf(perm: CrudSpec<EntityTable>['perm']) {
  if (typeof perm !== 'string') return perm;
  return { view: `${perm}:view`, add: `${perm}:add`, edit: `${perm}:edit`, remove: `${perm}:remove` };
}

/** Declares an entity; see the file comment for what its handlers do. */
export function defineCrud<N extends EntityTable>(spec: CrudSpec<N>): CrudEntity<RowOf<N>> {
  type Row = RowOf<N>;
  const { id } = spec;
  const listPath = spec.listPath ?? `${spec.path}/list`;
  const perms = permsOf(spec.perm);
  const lenient = spec.unknownId === 'absent';
  const audit = spec.audit !== false;
  const rowsIn = (db: MockDb) => db.tables[spec.table] as Row[];
  const setRows = (db: MockDb, rows: Row[]) => {
    (db.tables as Record<EntityTable, object[]>)[spec.table] = rows;
  };
  const idOf = (row: Row) => String(row[id]);
  const vo = (c: Call, row: Row): object => spec.toVO?.(c, row) ?? row;
  const find = (c: Call, value: unknown) => rowsIn(c.db).find((row) => idOf(row) === String(value));

  const require = (c: Call, value: unknown): Row => {
    const row = find(c, value);
    if (!row) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', id, value);
    return row;
  };

  const rows = (c: Call, query: URLSearchParams) => {
    const ordered = spec.order ? spec.order(rowsIn(c.db)) : rowsIn(c.db);
    return filterRows(ordered, query, spec.filters ?? {}).map((row) => vo(c, row));
  };

  /** Fails with the first unique rule `candidate` breaks among the rows other than `selfId`. */
  const checkUnique = (c: Call, candidate: Row, selfId?: string) => {
    const others = rowsIn(c.db).filter((row) => idOf(row) !== selfId);
    for (const rule of spec.unique ?? []) {
      const columns = [...(rule.scope ?? []), rule.field];
      const clash = others.some((row) => columns.every((k) => String(row[k]) === String(candidate[k])));
      if (clash)
        c.error(rule.message ?? 'ERR.COMMON.DATA_CONFLICT', (rule.arg ?? ((r) => r[rule.field]))(candidate));
    }
  };

  const create = (c: Call, body: CrudBody): Row => {
    c.validate((v) => spec.validate?.(v, body, c) ?? []);
    const row: CrudBody = { ...spec.defaults?.(body, c) };
    for (const [key, value] of Object.entries(spec.fields(body, c)))
      if (value !== undefined) row[key] = value;
    const next = { ...row, [id]: c.db.nextId() } as unknown as Row;
    checkUnique(c, next);
    return audit ? (stampCreate(c, next) as Row) : next;
  };

  const update = (c: Call, body: CrudBody, row: Row) => {
    c.validate((v) => spec.validate?.(v, body, c) ?? []);
    const changes: CrudBody = { ...spec.fields(body, c) };
    for (const key of [id, ...AUDIT_COLUMNS, ...(spec.readOnly ?? [])]) delete changes[key];
    const next = { ...row, ...changes } as Row;
    checkUnique(c, next, idOf(row));
    spec.beforeUpdate?.(c, row, next);
    Object.assign(row, changes);
    if (audit) stampUpdate(c, row as { updateBy?: string; updateTime?: string });
  };

  const handlers: CrudEntity<Row>['handlers'] = (routes, options = {}) => {
    const opts = (op: CrudOp, perm: string | readonly string[]) =>
      ({ ...options[op], perm }) as unknown as Parameters<typeof routes.get>[1];
    const list: HttpHandler[] = [
      routes.get(listPath, opts('list', perms.view), (c) =>
        spec.listShape === 'table' ? table(rows(c, c.query)) : c.page(rows(c, c.query)),
      ),
    ];
    const { export: exported } = spec;
    if (exported)
      list.push(
        routes.post(listPath, opts('export', perms.view), async (c) => {
          const query = await exportQuery(c);
          const page = exportPage(rows(c, query), query) as CrudBody[];
          return xlsxResponse<CrudBody>(c, exported.className, exported.columns, page);
        }),
      );
    return [
      ...list,
      routes.get(`${spec.path}/{${id}}`, opts('get', perms.view), (c) => {
        const value = c.params[id];
        const row = lenient ? find(c, value) : require(c, value);
        return ok(row && (spec.detailVO ?? vo)(c, row));
      }),
      routes.post(spec.path, opts('create', perms.add), async (c) => {
        rowsIn(c.db).push(create(c, await c.body<CrudBody>()));
      }),
      routes.put(spec.path, opts('update', perms.edit), async (c) => {
        const body = await c.body<CrudBody>();
        const row = lenient ? find(c, body[id]) : require(c, body[id]);
        if (!row) return c.error('ERR.COMMON.NOT_NULL', id);
        update(c, body, row);
      }),
      routes.delete(
        spec.deleteFrom === 'path' ? `${spec.path}/{${id}}` : spec.path,
        opts('delete', perms.remove),
        async (c) => {
          const byPath = spec.deleteFrom === 'path';
          const ids = idList(byPath ? c.params[id] : await c.body<unknown>());
          if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', `${id}s`);
          // A path addresses records the caller saw: each must exist (getById + Assert in the services).
          const doomed = byPath
            ? ids.map((one) => require(c, one))
            : rowsIn(c.db).filter((row) => ids.includes(idOf(row)));
          spec.beforeDelete?.(c, doomed);
          setRows(
            c.db,
            rowsIn(c.db).filter((row) => !doomed.includes(row)),
          );
        },
      ),
    ];
  };

  return { rows, require, handlers };
}
