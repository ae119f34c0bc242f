const strings = {
  noticeId: '序号',
  noticeTitle: '公告标题',
  noticeType: '公告类型',
  noticeContent: '内容',
  status: '状态',
  createBy: '创建人',
  createTime: '创建时间',
  addTitle: '添加公告',
  editTitle: '修改公告',
  preview: '预览',
  contentHint: '支持富文本，显示前会清除脚本等不安全内容',
  deleteConfirm: '是否确认删除公告编号为“{{ids}}”的数据项？',
};
export default strings;
