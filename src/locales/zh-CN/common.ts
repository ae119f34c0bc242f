const common = {
  appTitle: 'Chestnut 内容管理系统',
  ok: '确定',
  cancel: '取消',
  yes: '是',
  no: '否',
  loading: '加载中…',
  backHome: '返回首页',
  back: '返回',
  home: '首页',
  languageSwitched: '语言已切换',
};
export default common;
