const strings = {
  title: 'Select Content',
  searchPlaceholder: 'Input content title',
  pickCatalog: 'Select a catalog on the left',
  columns: { title: 'Title', status: 'Status', publishDate: 'Publish Date' },
  topping: 'Topping',
  noneSelected: 'Select content first',
  selected: '{{count}} selected',
};
export default strings;
