const strings = {
  newTag: '新标签',
  inputLabel: '输入新标签',
  select: '选择',
  repeated: '重复了！',
  dialogTitle: '选择TAG词',
  groups: 'TAG分组',
  tagList: 'TAG词列表',
  selected: '已选TAG词',
  searchPlaceholder: '输入TAG词查询',
  chooseGroup: '请在左侧选择分组',
  empty: '暂无TAG词',
};
export default strings;
