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
  trend: {
    title: '访问趋势',
    site: '百度统计站点',
    range: '统计时间',
    search: '搜索',
    lastWeek: '最近一周',
    lastMonth: '最近一个月',
    last3Months: '最近三个月',
    pv: '浏览量（PV）',
    uv: '访客数（UV）',
    ip: 'IP数',
    noData: '暂无访问统计数据',
    summary: '最近 {{days}} 天的浏览量、访客数和 IP 数折线图',
  },
};
export default home;
