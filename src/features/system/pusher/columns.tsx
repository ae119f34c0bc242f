import { Switch } from 'antd';

import type { PusherConfig, PusherType } from '@/api/system/pusher';
import type { ListColumn } from '@/components/list';

import type { PusherT } from './i18n';

export function pusherColumns(
  t: PusherT,
  types: PusherType[],
  status: { canEdit: boolean; toggle: (row: PusherConfig) => void },
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
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 110,
      render: (value: string, row: PusherConfig) => (
        <Switch
          checked={value === '0'}
          disabled={!status.canEdit}
          aria-label={`${row.name} ${t(value === '0' ? 'enabled' : 'disabled')}`}
          onChange={() => status.toggle(row)}
        />
      ),
    },
    { key: 'remark', dataIndex: 'remark', title: t('remark') },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
  ];
}
