const strings = {
  deptName: '部门名称',
  orderNum: '显示排序',
  status: '部门状态',
  createTime: '创建时间',
  parentId: '上级部门',
  leader: '负责人',
  phone: '联系电话',
  email: '邮箱',
  addChild: '新增',
  addTitle: '添加部门',
  editTitle: '修改部门',
  deleteConfirm: '是否确认删除名称为“{{name}}”的数据项？',
};
export default strings;
