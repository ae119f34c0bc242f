const strings = {
  opType: '经验操作项',
  opTypeName: '经验操作项',
  levelType: '等级类型',
  exp: '经验值',
  dayLimit: '每日上限',
  totalLimit: '总上限',
  noLimit: '无限制',
  limitTip: '0 表示无限制',
  createTime: '创建时间',
  remark: '备注',
  select: '选择',
  pickTitle: '选择经验操作项',
  pickFirst: '请先选择一个经验操作项',
  addTitle: '添加经验配置',
  editTitle: '修改经验配置',
  deleteConfirm: '是否确认删除经验配置编号为“{{ids}}”的数据项？',
};
export default strings;
