const strings = {
  search: '输入栏目名称',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  refresh: '刷新',
  empty: '暂无栏目',
  pickTitle: '选择栏目',
  pickFirst: '请先选择一个栏目',
  tree: '栏目树',
};
export default strings;
