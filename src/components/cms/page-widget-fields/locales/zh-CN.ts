const strings = {
  name: '名称',
  code: '编码',
  publishPipe: '发布通道',
  path: '发布目录',
  pathRule: '只能使用英文字母、数字、下划线和斜杠',
  template: '模板',
  remark: '备注',
};
export default strings;
