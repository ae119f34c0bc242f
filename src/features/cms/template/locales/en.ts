import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  index: 'No.',
  publishPipe: 'Publish Pipe',
  path: 'Template Name',
  remark: 'Remark',
  filesize: 'File Size',
  modifyTime: 'Modify Time',
  addTitle: 'Add template file',
  renameTitle: 'Rename template file',
  rename: 'Rename',
  clearIncludeCache: 'Clear Block Cache',
  clearTemplateCache: 'Clear Template Cache',
  pathRule: "Only letters, numbers, underscores, slashes can be used, and the suffix must be '{{suffix}}'",
  deleteConfirm: 'Are you sure to delete the templates with ids "{{ids}}"?',
  editorTitle: 'Template Details',
  templateName: 'Template Name: {{path}}',
  publishPipeTag: 'Publish Pipe: {{code}}',
  content: 'Template content',
  directives: 'Directives',
  directiveSearch: 'Search tags or functions',
  tags: 'Template Tags',
  functions: 'Template Functions',
  mandatory: 'Required',
  defaultValue: 'Default: {{value}}',
  deprecated: 'Deprecated',
  leaveTitle: 'Leave the template editor?',
  leaveMessage: 'The template has unsaved changes that will be lost.',
};
export default strings;
