import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  noticeId: 'ID',
  noticeTitle: 'Title',
  noticeType: 'Type',
  noticeContent: 'Content',
  status: 'Status',
  createBy: 'Created By',
  createTime: 'Create Time',
  addTitle: 'Add Notice',
  editTitle: 'Edit Notice',
  preview: 'Preview',
  contentHint: 'Rich text; scripts and other unsafe content are removed when shown.',
  deleteConfirm: 'Are you sure to delete the notices with ids "{{ids}}"?',
};
export default strings;
