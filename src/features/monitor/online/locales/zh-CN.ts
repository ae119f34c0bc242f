const strings = {
  index: '序号',
  tokenId: '会话编号',
  userName: '用户名称',
  deptName: '部门名称',
  ipaddr: '登录地址',
  loginLocation: '登录地点',
  browser: '浏览器',
  os: '操作系统',
  loginTime: '登录时间',
  forceLogout: '强退',
  forceLogoutConfirm: '是否确认强退名称为“{{name}}”的用户？',
};
export default strings;
