import type { SysNotice } from '@/api/system/notice';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';
import { formatTime } from '@/lib/utils';

import type { noticeI18n } from './i18n';

type T = ReturnType<typeof noticeI18n.useT>;

export function noticeColumns(t: T): ListColumn<SysNotice>[] {
  return [
    { key: 'noticeId', dataIndex: 'noticeId', title: t('noticeId'), width: 80 },
    { key: 'noticeTitle', dataIndex: 'noticeTitle', title: t('noticeTitle'), ellipsis: true },
    {
      key: 'noticeType',
      dataIndex: 'noticeType',
      title: t('noticeType'),
      width: 110,
      render: (value: string) => <DictTag type="NoticeType" value={value} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (value: string) => <DictTag type="NoticeStatus" value={value} />,
    },
    { key: 'createBy', dataIndex: 'createBy', title: t('createBy'), width: 120 },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('createTime'),
      width: 120,
      render: (value: string) => formatTime(value, '{y}-{m}-{d}'),
    },
  ];
}
