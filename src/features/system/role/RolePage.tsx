import { SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { roleApi, type RoleBody, roleKeys, type SysRole } from '@/api/system/role';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  useStatusColumn,
  type ListAction,
} from '@/components/list';
import { PermissionDrawer } from '@/components/permission';

import { roleColumns } from './columns';
import { roleI18n } from './i18n';
import { useRoleMutations } from './queries';
import { RoleFormDialog } from './RoleFormDialog';

const perm = (action: string) => ({ perm: `system:role:${action}` });

/** Role management (`system/role/index`, menu 101). */
export default function RolePage() {
  const t = roleI18n.useT();
  const navigate = useNavigate();
  const [granting, setGranting] = useState<SysRole>();
  const list = useListQuery({
    queryKey: roleKeys.list,
    queryFn: roleApi.list,
    // 1.5.5 filters by these three only; it has no create-time range.
    filters: { roleName: 'text', roleKey: 'text', status: 'text' },
  });
  const { save, remove, changeStatus } = useRoleMutations();
  const status = useStatusColumn<SysRole>({
    title: t('status'),
    rowKey: (role) => role.roleId,
    isOn: (role) => role.status === '0',
    change: (role, on) => changeStatus.mutateAsync({ roleId: role.roleId, status: on ? '0' : '1' }),
    access: perm('edit'),
    confirm: (role, on) => t('statusConfirm', { action: t(on ? 'enable' : 'disable'), name: role.roleName }),
    label: (role) => `${t('status')} ${role.roleName}`,
  });
  const dialog = useFormDialog<RoleBody, SysRole>({
    defaults: { roleSort: 0, status: '0' },
    load: (row) => roleApi.get(row.roleId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysRole>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.roleId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  // 1.5.5 guards both with system:role:edit (1.5.10 moved the permission one to system:role:grant).
  const permissions: ListAction<SysRole> = {
    key: 'permission',
    label: t('permission'),
    icon: <SafetyOutlined />,
    access: perm('edit'),
    run: ([row]) => setGranting(row),
  };
  const users: ListAction<SysRole> = {
    key: 'users',
    label: t('users'),
    icon: <UserOutlined />,
    access: perm('edit'),
    run: ([row]) => row && navigate(`/system/role-auth/user/${row.roleId}`),
  };
  return (
    <ListPage
      data-testid="role-page"
      list={list}
      rowKey="roleId"
      columns={roleColumns(t, status)}
      search={
        <>
          <Form.Item name="roleName" label={t('roleName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="roleKey" label={t('roleKey')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access: perm('add'), run: () => dialog.openAdd() }),
        edit,
        del,
        std.export({
          access: perm('export'),
          url: roleApi.listUrl,
          params: () => list.params,
          fileName: 'role',
        }),
      ]}
      rowActions={[edit, del, permissions, users]}
    >
      <RoleFormDialog controller={dialog} />
      <PermissionDrawer
        open={granting !== undefined}
        owner={granting ? { ownerType: 'Role', owner: granting.roleId } : undefined}
        title={granting?.roleName}
        onClose={() => setGranting(undefined)}
      />
    </ListPage>
  );
}
