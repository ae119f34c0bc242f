const strings = {
  langTag: '语言标识',
  langKey: '键名',
  langValue: '键值',
  addTitle: '添加国际化键值',
  editTitle: '修改国际化键值',
  batchEdit: '多语言',
  batchTitle: '编辑国际化：{{key}}',
  deleteConfirm: '是否确认删除编号为“{{ids}}”的数据项？',
};
export default strings;
