const strings = {
  script: 'Groovy脚本',
  execute: '执行',
  save: '保存脚本',
  result: '执行结果',
  empty: '脚本内容不能为空',
  noOutput: '（无输出）',
  scripts: '已保存脚本',
  name: '名称',
  remark: '备注',
  view: '查看',
  delete: '删除',
  saveTitle: '保存脚本',
  ok: '确定',
  cancel: '取消',
};
export default strings;
