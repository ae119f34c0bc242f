const strings = {
  title: '扩展模型属性',
  select: '选择',
  clean: '清空',
  noResource: '未选择素材',
  noContent: '未选择内容',
  empty: '该扩展模型没有字段',
  preview: { check: '校验' },
  rules: {
    required: '{{label}}不能为空',
    number: '{{label}}必须是数字',
    int: '{{label}}必须是整数',
    email: '{{label}}不是有效的邮箱地址',
    phone: '{{label}}不是有效的手机号码',
    date: '{{label}}日期格式[yyyy-MM-dd]校验失败',
    time: '{{label}}时间格式[HH:mm:ss]校验失败',
    datetime: '{{label}}日期时间格式[yyyy-MM-dd HH:mm:ss]校验失败',
    regex: '{{label}}格式不正确',
  },
};
export default strings;
