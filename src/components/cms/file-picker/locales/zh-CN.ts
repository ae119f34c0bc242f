const strings = {
  select: '选择',
  clear: '清空',
  title: '选择文件',
  root: '根目录',
  directories: '目录',
  fileName: '文件名',
  fileNamePlaceholder: '请输入文件名',
  fileSize: '大小',
  modifyTime: '最后修改时间',
  selectFirst: '请选择文件',
  acceptTip: '仅可选择 {{types}} 文件',
  openDir: '打开目录 {{name}}',
  chooseFile: '选择文件 {{name}}',
  cancel: '取消',
  ok: '确定',
  noFiles: '此目录下没有可选择的文件',
};
export default strings;
