import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  invalidId: 'Invalid page widget id: {{id}}',
  basic: 'Basic',
  customList: 'Custom List',
  no: 'No.',
  title: 'Title',
  operation: 'Operation',
  addRow: 'Add Row',
  clean: 'Clean',
  insertRow: 'Insert Row',
  deleteRow: 'Delete',
  insertAtStart: 'Add an item at the start of the row',
  insertAfter: 'Add an item after "{{title}}"',
  removeItem: 'Remove "{{title}}"',
  emptyRow: 'Empty row: add an item with the "+" at its start, or drag an item here',
  dragHint: 'Drag items to reorder them within a row or move them to another row',
  addItem: 'Add Item',
  editItem: 'Edit Item',
  select: 'Select',
  link: 'Link',
  summary: 'Summary',
  date: 'Date',
  logo: 'LOGO',
  saveSuccess: 'Save Success',
  published: 'Publish success',
};
export default strings;
