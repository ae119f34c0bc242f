const strings = {
  levelType: '等级类型',
  level: '等级',
  levelText: 'Lv{{level}}',
  name: '名称',
  nextNeedExp: '下一级所需经验',
  remark: '备注',
  check: '检查',
  gap: '缺少 Lv{{level}}',
  notIncreasing: '所需经验未高于 Lv{{level}}（{{exp}}）',
  issues: '等级配置有 {{count}} 处问题：等级应从 Lv1 起连续，且下一级所需经验逐级递增。',
  addTitle: '添加等级配置',
  editTitle: '修改等级配置',
  deleteConfirm: '是否确认删除等级配置编号为“{{ids}}”的数据项？',
};
export default strings;
