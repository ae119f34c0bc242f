const strings = {
  select: '选择',
  title: '选择模板',
  filename: '模板文件名',
  filenamePlaceholder: '输入模板文件名',
  search: '搜索',
  path: '模板路径',
  filesize: '文件大小',
  modifyTime: '修改时间',
  selectFirst: '请先选择模板',
  clear: '清空',
};
export default strings;
