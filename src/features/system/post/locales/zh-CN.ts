const strings = {
  postId: '岗位编号',
  postCode: '岗位编码',
  postName: '岗位名称',
  postSort: '岗位排序',
  status: '状态',
  remark: '备注',
  createTime: '创建时间',
  addTitle: '添加岗位',
  editTitle: '修改岗位',
  deleteConfirm: '是否确认删除岗位编号为“{{ids}}”的数据项？',
};
export default strings;
