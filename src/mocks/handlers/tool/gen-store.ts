/**
 * In-memory state of the code generator (GenController): the database's tables (what
 * `information_schema` would list) and the imported gen_table / gen_table_column rows. Keyed by the
 * db like the other stores beside their handlers; a fresh MockDb gets a fresh seed.
 */
export interface DbColumn {
  name: string;
  type: string;
  comment: string;
  pk?: boolean;
  increment?: boolean;
  required?: boolean;
}

export interface DbTable {
  tableName: string;
  tableComment: string;
  createTime: string;
  updateTime?: string;
  columns: DbColumn[];
}

export interface GenTableColumn {
  columnId: string;
  tableId: string;
  columnName: string;
  columnComment: string;
  columnType: string;
  javaType: string;
  javaField: string;
  isPk: string;
  isIncrement: string;
  isRequired: string;
  isInsert: string;
  isEdit: string;
  isList: string;
  isQuery: string;
  queryType: string;
  htmlType: string;
  dictType: string;
  sort: number;
  createBy?: string;
  createTime?: string;
}

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
  genType: string;
  genPath: string;
  options?: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

export interface GenStore {
  dbTables: DbTable[];
  tables: GenTable[];
  columns: GenTableColumn[];
}

const col = (name: string, type: string, comment: string, extra: Partial<DbColumn> = {}): DbColumn => ({
  name,
  type,
  comment,
  ...extra,
});
const audit = [
  col('create_by', 'varchar(64)', '创建者'),
  col('create_time', 'datetime', '创建时间'),
  col('update_by', 'varchar(64)', '更新者'),
  col('update_time', 'datetime', '更新时间'),
  col('remark', 'varchar(500)', '备注'),
];

/** The schema the mock "database" holds (a few ChestnutCMS tables and two demo tables). */
export const DB_TABLES: DbTable[] = [
  {
    tableName: 'sys_post',
    tableComment: '岗位信息表',
    createTime: '2024-01-05 10:00:00',
    columns: [
      col('post_id', 'bigint(20)', '岗位ID', { pk: true, increment: true, required: true }),
      col('post_code', 'varchar(64)', '岗位编码', { required: true }),
      col('post_name', 'varchar(50)', '岗位名称', { required: true }),
      col('post_sort', 'int(4)', '显示顺序', { required: true }),
      col('status', 'char(1)', '状态（0正常 1停用）', { required: true }),
      ...audit,
    ],
  },
  {
    tableName: 'cms_friend_link',
    tableComment: '友情链接表',
    createTime: '2024-01-05 10:00:00',
    updateTime: '2024-03-01 09:00:00',
    columns: [
      col('link_id', 'bigint(20)', '链接ID', { pk: true, required: true }),
      col('group_id', 'bigint(20)', '分组ID', { required: true }),
      col('name', 'varchar(255)', '名称', { required: true }),
      col('url', 'varchar(255)', '链接地址'),
      col('logo', 'varchar(255)', 'Logo'),
      col('sort_order', 'int(11)', '排序'),
      ...audit,
    ],
  },
  {
    tableName: 'sys_notice',
    tableComment: '通知公告表',
    createTime: '2024-01-05 10:00:00',
    columns: [
      col('notice_id', 'bigint(20)', '公告ID', { pk: true, increment: true, required: true }),
      col('notice_title', 'varchar(50)', '公告标题', { required: true }),
      col('notice_type', 'char(1)', '公告类型（1通知 2公告）', { required: true }),
      col('notice_content', 'longtext', '公告内容'),
      col('status', 'char(1)', '公告状态（0正常 1关闭）'),
      ...audit,
    ],
  },
  {
    tableName: 'demo_category',
    tableComment: '演示分类表',
    createTime: '2024-02-10 15:30:00',
    columns: [
      col('category_id', 'bigint(20)', '分类ID', { pk: true, increment: true, required: true }),
      col('parent_id', 'bigint(20)', '父分类ID'),
      col('category_name', 'varchar(100)', '分类名称', { required: true }),
      col('order_num', 'int(4)', '显示顺序'),
      ...audit,
    ],
  },
  {
    tableName: 'demo_order',
    tableComment: '演示订单表',
    createTime: '2024-02-11 11:00:00',
    columns: [
      col('order_id', 'bigint(20)', '订单ID', { pk: true, required: true }),
      col('order_no', 'varchar(32)', '订单号', { required: true }),
      col('amount', 'decimal(10,2)', '金额'),
      col('paid', 'char(1)', '是否支付'),
      col('order_time', 'datetime', '下单时间'),
      ...audit,
    ],
  },
];
