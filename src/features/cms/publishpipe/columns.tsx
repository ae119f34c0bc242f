import type { CmsPublishPipe } from '@/api/cms/publishpipe';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

type T = (key: 'publishpipeId' | 'name' | 'code' | 'sort' | 'state' | 'createTime') => string;

export function publishPipeColumns(t: T): ListColumn<CmsPublishPipe>[] {
  return [
    { key: 'publishpipeId', dataIndex: 'publishpipeId', title: t('publishpipeId'), width: 120 },
    { key: 'name', dataIndex: 'name', title: t('name') },
    { key: 'code', dataIndex: 'code', title: t('code') },
    { key: 'sort', dataIndex: 'sort', title: t('sort'), width: 90 },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('state'),
      width: 100,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
