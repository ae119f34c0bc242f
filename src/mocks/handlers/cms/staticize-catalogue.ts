/**
 * The template tag and function catalogue of the site's FreeMarker engine, as the server's tag and
 * function beans declare it. Texts are message keys (`FREEMARKER.TAG.<tag>.…`, `FREEMARKER.FUNC.<fn>.…`)
 * translated per request, as the backend does with its message bundles.
 */

type DataType = 'STRING' | 'INTEGER' | 'BOOLEAN';

export interface AttrSpec {
  name: string;
  type?: DataType;
  mandatory?: boolean;
  /** Option values; texts from `<attr key>.<value>` (booleans: the common yes/no). */
  options?: string[];
  defaultValue?: string;
  /** Message key of the usage text, when not `FREEMARKER.TAG.<tag>.<name>`. */
  usageKey?: string;
}

export interface TagSpec {
  tagName: string;
  attrs: AttrSpec[];
  /** A list tag: also takes `page`, `size` and `condition`. */
  list?: boolean;
  dataFields?: { name: string; comment: string; dataType: string }[];
  deprecated?: { since: string; forRemoval: boolean };
}

export interface FuncSpec {
  funcName: string;
  aliases?: string[];
  args: { type: string; required?: boolean; defaultValue?: string; hasDesc?: boolean }[];
}

const BOOL = ['true', 'false'];

export const TAGS: TagSpec[] = [
  {
    tagName: 'cms_site',
    list: true,
    attrs: [
      { name: 'id', type: 'INTEGER' },
      { name: 'level', options: ['Root', 'Current', 'Child'], defaultValue: 'Current' },
    ],
  },
  {
    tagName: 'cms_catalog',
    list: true,
    attrs: [
      { name: 'id', type: 'INTEGER' },
      { name: 'alias' },
      {
        name: 'level',
        mandatory: true,
        options: ['Root', 'Current', 'Child', 'CurrentAndChild', 'Self'],
        defaultValue: 'Current',
      },
    ],
    dataFields: [
      { name: 'catalogId', comment: '栏目ID', dataType: 'Long' },
      { name: 'name', comment: '栏目名称', dataType: 'String' },
      { name: 'link', comment: '栏目链接', dataType: 'String' },
    ],
  },
  {
    tagName: 'cms_content',
    list: true,
    attrs: [
      { name: 'catalogId', type: 'INTEGER' },
      { name: 'catalogAlias' },
      { name: 'level', options: ['Root', 'Current', 'Child', 'CurrentAndChild'], defaultValue: 'Current' },
      { name: 'sort', options: ['Recent', 'Views', 'Default'], defaultValue: 'Default' },
      { name: 'hasattribute' },
      { name: 'noattribute' },
      { name: 'status', defaultValue: '30' },
      { name: 'topflag', type: 'BOOLEAN', options: BOOL, defaultValue: 'true' },
    ],
    dataFields: [
      { name: 'contentId', comment: '内容ID', dataType: 'Long' },
      { name: 'title', comment: '标题', dataType: 'String' },
      { name: 'link', comment: '内容链接', dataType: 'String' },
      { name: 'publishDate', comment: '发布时间', dataType: 'LocalDateTime' },
    ],
  },
  {
    tagName: 'cms_content_closest',
    attrs: [
      { name: 'contentId', type: 'INTEGER', mandatory: true },
      { name: 'type', mandatory: true, options: ['Prev', 'Next'] },
      { name: 'sort' },
    ],
  },
  {
    tagName: 'cms_content_rela',
    list: true,
    attrs: [{ name: 'contentId', type: 'INTEGER', mandatory: true }],
  },
  {
    tagName: 'cms_include',
    attrs: [
      { name: 'file', mandatory: true },
      { name: 'ssi', type: 'BOOLEAN', options: BOOL, defaultValue: 'true' },
      { name: 'virtual', type: 'BOOLEAN', options: BOOL, defaultValue: 'false' },
      { name: 'cache', type: 'BOOLEAN', options: BOOL, defaultValue: 'true' },
    ],
  },
  {
    tagName: 'cms_pagewidget',
    attrs: [
      { name: 'code', mandatory: true },
      { name: 'ssi', type: 'BOOLEAN', options: BOOL, defaultValue: 'true' },
    ],
  },
  { tagName: 'cms_pagewidget_data', attrs: [{ name: 'code', mandatory: true }] },
  {
    tagName: 'cms_site_property',
    list: true,
    attrs: [{ name: 'siteid', type: 'INTEGER' }, { name: 'code' }],
  },
  {
    tagName: 'cms_article',
    attrs: [
      { name: 'contentId', type: 'INTEGER', mandatory: true },
      { name: 'page', type: 'BOOLEAN', options: BOOL, defaultValue: 'false' },
    ],
  },
  { tagName: 'cms_image', list: true, attrs: [{ name: 'contentId', type: 'INTEGER', mandatory: true }] },
  { tagName: 'cms_audio', list: true, attrs: [{ name: 'contentId', type: 'INTEGER', mandatory: true }] },
  { tagName: 'cms_video', list: true, attrs: [{ name: 'contentId', type: 'INTEGER', mandatory: true }] },
  {
    tagName: 'cms_advertisement',
    list: true,
    attrs: [
      { name: 'code', mandatory: true },
      { name: 'type', options: ['None', 'Stat'], defaultValue: 'Stat' },
    ],
  },
  {
    tagName: 'cms_custom_form',
    attrs: [
      { name: 'code', mandatory: true },
      { name: 'ssi', type: 'BOOLEAN', options: BOOL, defaultValue: 'true' },
    ],
  },
  {
    tagName: 'cms_xmodel_data',
    attrs: [
      { name: 'modelId', type: 'INTEGER', mandatory: true },
      { name: 'dataType', mandatory: true, options: ['site', 'catalog', 'content'] },
      { name: 'dataId', mandatory: true },
    ],
  },
  { tagName: 'cms_link_group', list: true, attrs: [{ name: 'code' }] },
  { tagName: 'cms_link', list: true, attrs: [{ name: 'code', mandatory: true }] },
  { tagName: 'cms_tag_word', list: true, attrs: [{ name: 'code', mandatory: true }] },
  {
    tagName: 'cms_search_content',
    list: true,
    attrs: [
      { name: 'query' },
      { name: 'catalogId', type: 'INTEGER' },
      { name: 'contentType' },
      { name: 'mode', options: ['FullText', 'Tag', 'TagAnd'], defaultValue: 'FullText' },
    ],
  },
  {
    tagName: 'page_bar',
    attrs: [
      { name: 'type', options: ['mini', 'simple'], defaultValue: 'mini' },
      { name: 'target', options: ['_blank', '_self'], defaultValue: '_self' },
      { name: 'first' },
      { name: 'last' },
    ],
  },
  { tagName: 'cms_stat', attrs: [], deprecated: { since: '1.5.0', forRemoval: false } },
];

export const FUNCTIONS: FuncSpec[] = [
  { funcName: 'internalUrl', args: [{ type: 'String', required: true }] },
  { funcName: 'htmlInternalUrl', args: [{ type: 'String', required: true }] },
  {
    funcName: 'imageSize',
    args: [
      { type: 'String', required: true, hasDesc: true },
      { type: 'Int', required: true },
      { type: 'Int', required: true },
      { type: 'Boolean', defaultValue: 'false' },
    ],
  },
  { funcName: 'siteUrl', args: [{ type: 'Long', required: true }, { type: 'String' }] },
  { funcName: 'catalogUrl', args: [{ type: 'Long', required: true }, { type: 'String' }] },
  { funcName: 'contentUrl', args: [{ type: 'Long', required: true }, { type: 'String' }] },
  { funcName: 'dict', args: [{ type: 'String', required: true }, { type: 'String' }, { type: 'Boolean' }] },
  { funcName: 'sysConfig', args: [{ type: 'String', required: true }] },
  {
    funcName: 'dateFormat',
    aliases: ['formatDate'],
    args: [{ type: 'DateTime', required: true }, { type: 'String', required: true }, { type: 'String' }],
  },
  { funcName: 'clearHtmlTag', args: [{ type: 'String', required: true }] },
  { funcName: 'randomInt', args: [{ type: 'Int', required: true, hasDesc: true }, { type: 'Int' }] },
  { funcName: 'min', args: [{ type: 'Array', required: true, hasDesc: true }] },
  { funcName: 'max', args: [{ type: 'Array', required: true, hasDesc: true }] },
  {
    funcName: 'dynamicPageLink',
    args: [
      { type: 'String', required: true },
      { type: 'Boolean', defaultValue: 'false' },
    ],
  },
  { funcName: 'videoPlayer', args: [{ type: 'String', required: true }, { type: 'Int' }, { type: 'Int' }] },
];
