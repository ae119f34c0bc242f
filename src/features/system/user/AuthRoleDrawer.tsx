import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';

import { type SysUser, type SysUserRole, userApi, userKeys } from '@/api/system/user';
import { Auth } from '@/components/auth';
import { DictTag } from '@/components/dict';

import { userI18n } from './i18n';
import { useUserMutations } from './queries';

export interface AuthRoleDrawerProps {
  /** The user whose roles are edited; undefined = closed. */
  user?: SysUser;
  onClose: () => void;
}

/** "Role Setting": all roles with the user's ones ticked; Save keeps the drawer open, as in Vue. */
export function AuthRoleDrawer({ user, onClose }: AuthRoleDrawerProps) {
  const t = userI18n.useT();
  const userId = user?.userId;
  return (
    <Drawer
      open={userId !== undefined}
      title={t('authRoleTitle')}
      size="35%"
      onClose={onClose}
      destroyOnHidden
    >
      {/* Keyed per user: the selection starts from that user's roles. */}
      {userId !== undefined && <RoleTable key={userId} userId={userId} />}
    </Drawer>
  );
}

function RoleTable({ userId }: { userId: string }) {
  const t = userI18n.useT();
  const { authRole } = useUserMutations();
  const info = useQuery({
    queryKey: userKeys.extra('authRole', userId),
    queryFn: () => userApi.authRole(userId),
  });
  const [picked, setPicked] = useState<Key[] | undefined>();
  const selected = picked ?? info.data?.user?.roleIds ?? [];
  const columns: TableColumnsType<SysUserRole> = [
    { key: 'roleName', dataIndex: 'roleName', title: t('roleName') },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('roleKey') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
  ];
  return (
    <>
      <Table<SysUserRole>
        rowKey="roleId"
        size="small"
        loading={info.isFetching}
        pagination={false}
        columns={columns}
        dataSource={info.data?.roles ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setPicked(keys) }}
      />
      <Auth perm="system:user:edit">
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={authRole.isPending}
          disabled={!info.data}
          onClick={() => authRole.mutate({ userId, roleIds: selected.map(String) })}
        >
          {t('save')}
        </Button>
      </Auth>
    </>
  );
}
