const strings = {
  title: '選擇內容',
  searchPlaceholder: '輸入內容標題',
  pickCatalog: '請在左側選擇欄目',
  columns: { title: '標題', status: '狀態', publishDate: '發布時間' },
  topping: '置頂',
  noneSelected: '請先選擇內容',
  selected: '已選 {{count}} 項',
};
export default strings;
