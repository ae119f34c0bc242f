const strings = {
  open: '编辑多语言',
  title: '编辑多语言：{{key}}',
  saved: '保存成功',
  required: '请输入{{lang}}的文本',
  maxLength: '长度不能超过 {{max}} 个字符',
};
export default strings;
