const strings = {
  search: '搜索图标名称',
  count: '共 {{count}} 个图标，点击复制名称',
  copied: '已复制：{{name}}',
  none: '没有匹配的图标',
};
export default strings;
