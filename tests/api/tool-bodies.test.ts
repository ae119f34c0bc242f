import { genApi } from '@/api/tool/gen';
import { groovyApi } from '@/api/tool/groovy';

import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/** The fields of each body class (docs/endpoints.md). */
const COLUMN = [
  ...BASE_ENTITY,
  ...['columnId', 'tableId', 'columnName', 'columnComment', 'columnType', 'javaType', 'javaField', 'isPk'],
  ...['isIncrement', 'isRequired', 'isInsert', 'isEdit', 'isList', 'isQuery', 'queryType', 'htmlType'],
  ...['dictType', 'sort'],
];
const CONTRACT = {
  // PUT /tool/gen: GenTable(<BaseEntity>, …) with its columns (GenTableColumn, <BaseEntity>)
  GenTable: [
    ...BASE_ENTITY,
    ...['tableId', 'tableName', 'tableComment', 'subTableName', 'subTableFkName', 'className'],
    ...['tplCategory', 'packageName', 'moduleName', 'businessName', 'functionName', 'functionAuthor'],
    ...['genType', 'genPath', 'pkColumn', 'subTable', 'columns', 'options', 'treeCode', 'treeParentCode'],
    ...['treeName', 'parentMenuId', 'parentMenuName'],
  ],
  // POST /groovy/save: SaveGroovyScriptDTO
  SaveGroovyScriptDTO: ['name', 'scriptText', 'remark'],
} as const;

/** What the generator's edit page saves: the loaded table with its columns (GenEditPage). */
async function saveFirstTable() {
  const [row] = (await genApi.list({ pageNum: 1, pageSize: 10 })).rows;
  if (!row) throw new Error('no imported table');
  const { info, rows } = await genApi.get(row.tableId);
  return genApi.update({ ...info, columns: rows, params: { treeCode: info.treeCode } });
}

const cases: SaveCase[] = [
  {
    name: 'generator table edit (the detail carries crud/tree/sub)',
    contract: CONTRACT.GenTable,
    method: 'PUT',
    path: '/tool/gen',
    save: saveFirstTable,
  },
  {
    name: 'generator columns',
    contract: COLUMN,
    method: 'PUT',
    path: '/tool/gen',
    save: saveFirstTable,
    part: (body) => (body as { columns?: unknown }).columns,
  },
  {
    name: 'groovy script save',
    contract: CONTRACT.SaveGroovyScriptDTO,
    method: 'POST',
    path: '/groovy/save',
    save: () =>
      groovyApi.save(held({ name: 'check', scriptText: 'return 1' }, { scriptId: '9', createTime: 'x' })),
  },
];

describe('Tool request bodies', () => {
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
