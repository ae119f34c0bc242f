const strings = {
  title: '扩展模型属性',
  select: '选择',
  clean: '清空',
  noResource: '未选择素材',
  noContent: '未选择内容',
  empty: '该扩展模型没有字段',
  rules: {
    required: '{{label}}不能为空',
    number: '{{label}}必须是数字',
    int: '{{label}}必须是整数',
    email: '{{label}}不是有效的邮箱地址',
    phone: '{{label}}不是有效的手机号码',
    regex: '{{label}}格式不正确',
  },
};
export default strings;
