const strings = {
  publishpipeId: 'ID',
  name: '名称',
  code: '编码',
  sort: '排序',
  state: '状态',
  remark: '备注',
  createTime: '创建时间',
  addTitle: '添加发布通道',
  editTitle: '编辑发布通道',
  enable: '启用',
  disable: '停用',
  enabled: '已启用',
  disabled: '已停用',
  deleteConfirm: '是否确认删除发布通道编号为“{{ids}}”的数据项？',
};
export default strings;
