import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  index: '序號',
  publishPipe: '發布通道',
  path: '模板名稱',
  remark: '備註',
  filesize: '大小',
  modifyTime: '更新時間',
  addTitle: '添加模板檔案',
  renameTitle: '編輯模板檔案名',
  rename: '重命名',
  clearIncludeCache: '清理區塊緩存',
  clearTemplateCache: '清理模板緩存',
  pathRule: '只能使用字母、數字、下劃線和斜杠，且必須以“{{suffix}}”結尾',
  deleteConfirm: '是否確認刪除模板編號為“{{ids}}”的數據項？',
  editorTitle: '模板編輯',
  templateName: '模板名稱：{{path}}',
  publishPipeTag: '發布通道：{{code}}',
  content: '模板內容',
  directives: '模板指令',
  directiveSearch: '搜索標籤或函數',
  tags: '模板標籤',
  functions: '模板函數',
  mandatory: '必填',
  defaultValue: '默認值：{{value}}',
  deprecated: '已棄用',
  leaveTitle: '離開模板編輯？',
  leaveMessage: '模板有未保存的修改，離開後將丟失。',
};
export default strings;
