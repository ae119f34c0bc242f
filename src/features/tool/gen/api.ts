import { downloadGet, http } from '@/lib/http';

import type {
  DbTable,
  DictTypeOption,
  GenQuery,
  GenTable,
  GenTableDetail,
  GenTableUpdate,
  MenuRow,
} from './types';

type Ids = readonly (string | number)[];

/** The V1.5.5 `api/tool/gen.js` calls (client-calls.tsv), plus the two lists the edit page reads. */
export const genApi = {
  list: (query: GenQuery) => http.page<GenTable>('/tool/gen/list', query),
  dbList: (query: { tableName?: string; tableComment?: string }) =>
    http.page<DbTable>('/tool/gen/db/list', query),
  get: (tableId: string) => http.get<GenTableDetail>(`/tool/gen/${tableId}`),
  update: (body: GenTableUpdate) => http.put<void>('/tool/gen', body),
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
  dictTypes: () => http.get<DictTypeOption[]>('/system/dict/type/optionselect'),
  menus: async () => (await http.page<MenuRow>('/system/menu/list')).rows,
};
