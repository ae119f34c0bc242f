const strings = {
  publishPipe: '发布通道',
  device: '设备',
  pc: '桌面',
  phone: '手机',
  pad: '平板',
  refresh: '刷新',
  frameTitle: '页面预览',
  badRequest: '预览地址缺少类型或数据ID',
};
export default strings;
