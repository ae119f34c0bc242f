/** Messages of the HTTP client (src/lib/http): session, transport, download and upload texts. */
const http = {
  sessionExpiredTitle: '登录状态已过期',
  sessionExpired: '您可以继续留在该页面，或者重新登录',
  relogin: '重新登录',
  cancel: '取消',
  invalidSession: '无效的会话，或者会话已过期，请重新登录。',
  repeatSubmit: '请求正在处理，请勿重复提交',
  networkError: '后端接口连接异常',
  timeout: '系统接口请求超时',
  apiError: '系统接口 {{code}} 异常',
  canceled: '请求已取消',
  err401: '认证失败，无法访问系统资源',
  err403: '当前操作没有权限',
  err404: '访问资源不存在',
  errUnknown: '系统未知错误，请反馈给管理员',
  downloading: '正在下载数据，请稍候',
  downloadFailed: '下载文件出现错误，请联系管理员！',
  uploadFailed: '上传文件失败，请重试',
};
export default http;
