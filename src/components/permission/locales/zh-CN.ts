const strings = {
  perms: {
    title: '权限设置',
    menu: '菜单权限',
    site: '站点权限',
    catalog: '栏目权限',
    pageWidget: '页面部件权限',
    save: '保存',
    checkAll: '全选',
    uncheckAll: '全不选',
    expand: '展开',
    collapse: '折叠',
    saved: '保存成功',
    no: '序号',
    siteName: '站点名称',
    catalogName: '栏目名称',
    name: '名称',
    siteSelect: '站点',
    noSite: '无任何站点权限',
  },
};
export default strings;
