import type { SysUser } from '@/api/system/user';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { UserT } from './i18n';

export function userColumns(t: UserT): ListColumn<SysUser>[] {
  return [
    { key: 'userId', dataIndex: 'userId', title: t('userId'), width: 140 },
    { key: 'userName', dataIndex: 'userName', title: t('userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('nickName') },
    { key: 'deptName', dataIndex: 'deptName', title: t('deptName') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('phoneNumber'), width: 130 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 90,
      render: (value: string) => <DictTag type="SysUserStatus" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
  ];
}
