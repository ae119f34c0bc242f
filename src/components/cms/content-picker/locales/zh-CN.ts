const strings = {
  title: '选择内容',
  searchPlaceholder: '输入内容标题',
  pickCatalog: '请在左侧选择栏目',
  columns: { title: '标题', status: '状态', publishDate: '发布时间' },
  topping: '置顶',
  noneSelected: '请先选择内容',
  selected: '已选 {{count}} 项',
};
export default strings;
