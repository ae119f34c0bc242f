const app = {
  routes: {
    home: '首页',
    profile: '个人中心',
    preference: '个人偏好',
    siteEdit: '站点编辑',
    templateEditor: '模板编辑',
    fileEditor: '文件编辑',
    contentEditor: '内容编辑',
    bookChapter: '编辑章节',
    exmodelFields: '扩展模型字段',
    manualBlock: '编辑区块',
    adSpace: '编辑广告位',
    adEditor: '编辑广告',
    linkList: '友情链接',
    voteSubjects: '调查投票主题页',
    customformFields: '自定义表单字段',
    customformData: '自定义表单数据',
    roleUsers: '分配用户',
    dictData: '字典数据',
    genEdit: '修改生成配置',
    jobs: '调度任务',
  },
  unavailable: {
    title: '该功能暂未开放',
    description: '“{{title}}”（{{key}}）尚未在本控制台中实现，敬请期待。',
  },
  notFound: {
    title: '404',
    description: '抱歉，您访问的页面不存在。',
  },
  forbidden: {
    title: '401',
    description: '抱歉，您没有访问该页面的权限。',
  },
  routeError: {
    title: '页面出错了',
    description: '该页面渲染时发生错误，其他页面不受影响。',
    retry: '重试',
  },
  session: {
    loading: '正在加载用户信息…',
    loadFailed: '加载用户信息失败，请重新登录',
  },
  frame: {
    loading: '正在加载页面，请稍候！',
  },
  layout: {
    logout: '退出登录',
    logoutConfirm: '确定注销并退出系统吗？',
    profile: '个人中心',
    preference: '个人偏好',
  },
  home: {
    welcome: '欢迎回来，{{name}}',
    lastLoginTime: '上次登录时间',
    lastLoginIp: '上次登录 IP',
  },
};
export default app;
