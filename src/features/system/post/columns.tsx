import type { SysPost } from '@/api/system/post';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

type T = (key: 'postId' | 'postCode' | 'postName' | 'postSort' | 'status' | 'createTime') => string;

export function postColumns(t: T): ListColumn<SysPost>[] {
  return [
    { key: 'postId', dataIndex: 'postId', title: t('postId'), width: 100 },
    { key: 'postCode', dataIndex: 'postCode', title: t('postCode') },
    { key: 'postName', dataIndex: 'postName', title: t('postName') },
    { key: 'postSort', dataIndex: 'postSort', title: t('postSort'), width: 100 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
