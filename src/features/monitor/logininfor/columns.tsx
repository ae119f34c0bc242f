import type { SysLogininfor } from '@/api/monitor/logininfor';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';
import { localizeLocation } from '@/lib/utils';

import type { logininforI18n } from './i18n';

type T = ReturnType<typeof logininforI18n.useT>;

export function logininforColumns(t: T): ListColumn<SysLogininfor>[] {
  return [
    { key: 'infoId', dataIndex: 'infoId', title: t('infoId'), width: 170 },
    { key: 'userType', dataIndex: 'userType', title: t('userType'), width: 90 },
    { key: 'userId', dataIndex: 'userId', title: t('userId'), width: 90 },
    { key: 'userName', dataIndex: 'userName', title: t('userName'), width: 120, sorter: true },
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
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 90,
      render: (value: string) => <DictTag type="SuccessOrFail" value={value} />,
    },
    { key: 'msg', dataIndex: 'msg', title: t('msg'), ellipsis: true },
    { key: 'loginTime', dataIndex: 'loginTime', title: t('loginTime'), width: 180, sorter: true },
  ];
}
