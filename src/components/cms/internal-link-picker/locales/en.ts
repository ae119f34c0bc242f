const strings = {
  selectContent: 'Select Content',
  selectCatalog: 'Select Catalog',
};
export default strings;
