import { Typography } from 'antd';

import type { CmsSite } from '@/api/cms/site';
import type { ListColumn } from '@/components/list';

type T = (key: 'siteId' | 'name' | 'path') => string;

export function siteColumns(t: T, openEditor: (site: CmsSite) => void): ListColumn<CmsSite>[] {
  return [
    { key: 'siteId', dataIndex: 'siteId', title: t('siteId'), width: 200 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      render: (name: string, row) => (
        <Typography.Link onClick={() => openEditor(row)}>{name}</Typography.Link>
      ),
    },
    { key: 'path', dataIndex: 'path', title: t('path') },
  ];
}
