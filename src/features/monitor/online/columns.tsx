import type { SysUserOnline } from '@/api/monitor/online';
import type { ListColumn } from '@/components/list';
import { formatTime, localizeLocation } from '@/lib/utils';

import type { onlineI18n } from './i18n';

type T = ReturnType<typeof onlineI18n.useT>;

export function onlineColumns(t: T): ListColumn<SysUserOnline>[] {
  return [
    {
      key: 'index',
      title: t('index'),
      width: 70,
      align: 'center',
      render: (_v, _row, i) => i + 1,
    },
    { key: 'tokenId', dataIndex: 'tokenId', title: t('tokenId'), ellipsis: true },
    { key: 'userName', dataIndex: 'userName', title: t('userName'), width: 120 },
    { key: 'deptName', dataIndex: 'deptName', title: t('deptName'), width: 120 },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: t('ipaddr'), width: 130 },
    {
      key: 'loginLocation',
      dataIndex: 'loginLocation',
      title: t('loginLocation'),
      ellipsis: true,
      render: (value: string) => localizeLocation(value),
    },
    { key: 'browser', dataIndex: 'browser', title: t('browser'), ellipsis: true },
    { key: 'os', dataIndex: 'os', title: t('os'), ellipsis: true },
    {
      key: 'loginTime',
      dataIndex: 'loginTime',
      title: t('loginTime'),
      width: 180,
      render: (value: number) => formatTime(value),
    },
  ];
}
