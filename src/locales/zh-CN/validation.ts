/** Form validation messages (src/lib/validators). `{{label}}` is the field label when a rule has one. */
const validation = {
  required: '不能为空',
  requiredField: '{{label}}不能为空',
  email: '邮箱格式错误',
  httpUrl: 'URL链接格式错误，必须以http(s)://开头',
  url: 'URL链接格式错误',
  code: '只能使用大小写字母、数字和下划线',
  mobile: '手机号码格式错误',
  length: '长度必须介于 {{min}} 和 {{max}} 之间',
};
export default validation;
