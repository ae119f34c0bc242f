const strings = {
  selectContent: '选择内容',
  selectCatalog: '选择栏目',
};
export default strings;
