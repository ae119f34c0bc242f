import type { CandidateUser, RoleUser, SysRole } from '@/api/system/role';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { RoleT } from './i18n';

/** The role list's columns; `status` is the kit's status column (useStatusColumn), built by the page. */
export function roleColumns(t: RoleT, status: ListColumn<SysRole>): ListColumn<SysRole>[] {
  return [
    { key: 'roleId', dataIndex: 'roleId', title: t('roleId'), width: 100 },
    { key: 'roleName', dataIndex: 'roleName', title: t('roleName') },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('roleKey') },
    { key: 'roleSort', dataIndex: 'roleSort', title: t('roleSort'), width: 100 },
    status,
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}

export function roleUserColumns(t: RoleT): ListColumn<RoleUser>[] {
  return [
    { key: 'userName', dataIndex: 'userName', title: t('authUser.userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('authUser.nickName') },
    { key: 'email', dataIndex: 'email', title: t('authUser.email') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('authUser.phoneNumber') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('authUser.status'),
      width: 100,
      render: (value: string) => <DictTag type="SysUserStatus" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('authUser.createTime'), width: 180 },
  ];
}

export function candidateColumns(t: RoleT): ListColumn<CandidateUser>[] {
  return [
    { key: 'userName', dataIndex: 'userName', title: t('authUser.userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('authUser.nickName') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('authUser.phoneNumber') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('authUser.status'),
      width: 100,
      render: (value?: string) => (value ? <DictTag type="SysUserStatus" value={value} /> : null),
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('authUser.createTime'), width: 180 },
    {
      key: 'allocated',
      dataIndex: 'allocated',
      title: t('authUser.allocated'),
      width: 110,
      render: (value: boolean) => <DictTag type="YesOrNo" value={value ? 'Y' : 'N'} />,
    },
  ];
}
