const strings = {
  configId: '参数主键',
  configName: '参数名称',
  configKey: '参数键名',
  configValue: '参数键值',
  fixed: '固定配置',
  remark: '备注',
  createTime: '创建时间',
  addTitle: '添加参数',
  editTitle: '修改参数',
};
export default strings;
