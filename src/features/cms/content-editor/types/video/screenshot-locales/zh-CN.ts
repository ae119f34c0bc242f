const strings = {
  open: '截取封面',
  title: '视频封面截图',
  time: '时间点（单位：秒）',
  preview: '预览',
  setCover: '设为封面',
  done: '已截取封面',
};
export default strings;
