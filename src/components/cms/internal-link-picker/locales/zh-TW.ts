const strings = {
  selectContent: '選擇內容',
  selectCatalog: '選擇欄目',
};
export default strings;
