const strings = {
  view: '显示方式',
  chart: '图表',
  table: '表格',
  exportCsv: '导出CSV',
};
export default strings;
