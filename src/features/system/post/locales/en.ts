import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  postId: 'Post ID',
  postCode: 'Post Code',
  postName: 'Post Name',
  postSort: 'Sort',
  status: 'Status',
  remark: 'Remark',
  createTime: 'Create Time',
  addTitle: 'Add Post',
  editTitle: 'Edit Post',
  deleteConfirm: 'Are you sure to delete the posts with ids "{{ids}}"?',
};
export default strings;
