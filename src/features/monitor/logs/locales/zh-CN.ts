const strings = {
  name: '名称',
  id: 'ID',
  view: '查看',
};
export default strings;
