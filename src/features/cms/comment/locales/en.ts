import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  sourceType: 'Source Type',
  sourceId: 'Source ID',
  uid: 'User ID',
  auditStatus: 'Status',
  source: 'Source',
  content: 'Content',
  deleted: 'Deleted',
  likes: 'Like',
  replies: 'Reply',
  time: 'Time',
  location: 'Location',
  clientType: 'Client Type',
  pass: 'Pass',
  notPass: 'Not Pass',
  audited: 'Audited',
  deleteConfirm: 'Delete the selected comments?',
  replyTitle: 'Replies',
  likeTitle: 'Like List',
  likeTime: 'Time',
  keyboardHint: 'Keys: j/k move, p pass, n not pass',
};
export default strings;
