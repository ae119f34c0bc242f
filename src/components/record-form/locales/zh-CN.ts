const strings = {
  save: '保存',
  publish: '发布',
  preview: '预览',
  back: '返回',
  saveSuccess: '保存成功',
  shortcut: '快捷键 Ctrl+S',
};
export default strings;
