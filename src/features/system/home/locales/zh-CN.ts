/** Home (dashboard) widgets. */
const home = {
  welcome: '欢迎回来，{{name}}',
  lastLoginTime: '上次登录时间',
  lastLoginIp: '上次登录 IP',
  shortcuts: '快捷入口',
  server: {
    title: '系统信息',
    app: '应用',
    version: '版本',
    startTime: '启动时间',
    runTime: '运行时长',
    publishStrategy: '发布策略',
    resourceRoot: '资源根目录',
  },
  stat: {
    title: '数据统计',
    catalog: '栏目数',
    content: '内容数',
    resource: '资源数',
    template: '模板数',
  },
};
export default home;
