import type { PusherConfig, PusherType } from '@/api/system/pusher';
import type { ListColumn } from '@/components/list';

import type { PusherT } from './i18n';

/** The pusher list's columns; `status` is the kit's status column (useStatusColumn), built by the page. */
export function pusherColumns(
  t: PusherT,
  types: PusherType[],
  status: ListColumn<PusherConfig>,
): ListColumn<PusherConfig>[] {
  return [
    { key: 'configId', dataIndex: 'configId', title: t('configId'), width: 90 },
    { key: 'name', dataIndex: 'name', title: t('name') },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('type'),
      render: (type: string) => types.find((item) => item.id === type)?.name ?? type,
    },
    status,
    { key: 'remark', dataIndex: 'remark', title: t('remark') },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
  ];
}
