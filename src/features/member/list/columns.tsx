import type { MemberVO } from '@/api/member/member';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

type T = (
  key:
    | 'memberId'
    | 'userName'
    | 'nickName'
    | 'email'
    | 'phoneNumber'
    | 'status'
    | 'sourceType'
    | 'createTime'
    | 'lastLogin',
) => string;

/** "time - ip" as the Vue console showed the last login; empty before the first one. */
export function lastLoginText(member: Pick<MemberVO, 'lastLoginTime' | 'lastLoginIp'>): string {
  return [member.lastLoginTime, member.lastLoginIp].filter(Boolean).join(' - ');
}

export function memberColumns(t: T): ListColumn<MemberVO>[] {
  return [
    { key: 'memberId', dataIndex: 'memberId', title: t('memberId'), width: 100 },
    { key: 'userName', dataIndex: 'userName', title: t('userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('nickName') },
    { key: 'email', dataIndex: 'email', title: t('email') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('phoneNumber'), width: 130 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 90,
      render: (value: string) => <DictTag type="MemberStatus" value={value} />,
    },
    { key: 'sourceType', dataIndex: 'sourceType', title: t('sourceType'), width: 90 },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
    {
      key: 'lastLogin',
      title: t('lastLogin'),
      width: 270,
      render: (_: unknown, member: MemberVO) => lastLoginText(member),
    },
  ];
}
