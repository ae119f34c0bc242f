import { ImportOutlined, KeyOutlined, SafetyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row } from 'antd';
import { useState } from 'react';

import { type SysUser, userApi, type UserBody, userKeys } from '@/api/system/user';
import { DateRangePicker } from '@/components/date';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';
import { PermissionDrawer } from '@/components/permission';
import { ImportDialog } from '@/components/upload';
import { feedback } from '@/lib/feedback';

import { AuthRoleDrawer } from './AuthRoleDrawer';
import { userColumns } from './columns';
import { DeptTreePanel } from './DeptTreePanel';
import { userI18n } from './i18n';
import { useDeptTree, useUserMutations } from './queries';
import { ResetPwdDialog, type ResetPwdForm } from './ResetPwdDialog';
import { UserFormDialog } from './UserFormDialog';

const perm = (action: string) => ({ perm: `system:user:${action}` });
/** The super admin: not deletable (server SUPERADMIN_DELETE), roles not reassignable (Vue). */
const isSuperAdmin = (row: SysUser) => row.userId === '1';

/** User management (`system/user/index`, menu 100): department tree filter on the left, list on the right. */
export default function UserPage() {
  const t = userI18n.useT();
  const list = useListQuery({
    queryKey: userKeys.list,
    queryFn: userApi.list,
    // deptId is set by the tree, kept by a hidden field so Search does not drop it.
    filters: {
      userName: 'text',
      phoneNumber: 'text',
      status: 'text',
      deptId: 'text',
      dateRange: 'dateRange',
    },
  });
  const depts = useDeptTree();
  const { save, remove, resetPwd } = useUserMutations();
  const dialog = useFormDialog<UserBody, SysUser>({
    defaults: { status: '0', postIds: [] },
    load: async (row) => {
      const { user } = await userApi.get(row.userId);
      // The detail carries the stored hash: never put it in the form or send it back.
      const { password: _hash, ...rest } = (user ?? row) as SysUser & { password?: string };
      return rest;
    },
    submit: (values) => save.mutateAsync(values),
  });
  const pwdDialog = useFormDialog<ResetPwdForm, SysUser>({
    load: () => Promise.resolve({}),
    success: false,
    submit: async ({ password }, { record }) => {
      if (!record) return;
      await resetPwd.mutateAsync({ userId: record.userId, password });
      feedback.success(t('resetPwdSuccess', { password }));
    },
  });
  const [importOpen, setImportOpen] = useState(false);
  const [roleUser, setRoleUser] = useState<SysUser | undefined>();
  const [granting, setGranting] = useState<SysUser | undefined>();

  const std = useStandardActions<SysUser>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.userId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const importAction: ListAction<SysUser> = {
    key: 'import',
    label: t('import'),
    icon: <ImportOutlined />,
    // The menu has system:user:import, but importData/importTemplate check system:user:add.
    access: { perm: ['system:user:import', 'system:user:add'], mode: 'and' },
    run: () => setImportOpen(true),
  };
  const resetAction: ListAction<SysUser> = {
    key: 'resetPwd',
    label: t('resetPwd'),
    icon: <KeyOutlined />,
    access: perm('resetPwd'),
    run: ([row]) => row && pwdDialog.openEdit(row),
  };
  const roleAction: ListAction<SysUser> = {
    key: 'authRole',
    label: t('authRole'),
    icon: <UserSwitchOutlined />,
    access: perm('edit'),
    hidden: isSuperAdmin,
    run: ([row]) => setRoleUser(row),
  };
  // Grants of one user beside those of their roles (shown checked and read-only), 1.5.5: system:user:edit.
  const permissionAction: ListAction<SysUser> = {
    key: 'permission',
    label: t('permission'),
    icon: <SafetyOutlined />,
    access: perm('edit'),
    hidden: isSuperAdmin,
    run: ([row]) => setGranting(row),
  };

  const deptId = list.state.filters.deptId;
  const onDept = (id: string | undefined) => list.search({ ...list.state.filters, deptId: id });

  return (
    <Row gutter={16} data-testid="user-page">
      <Col xs={24} md={6} lg={4}>
        <DeptTreePanel
          tree={depts.data}
          value={typeof deptId === 'string' ? deptId : undefined}
          onChange={onDept}
        />
      </Col>
      <Col xs={24} md={18} lg={20}>
        <ListPage
          list={list}
          rowKey="userId"
          columns={userColumns(t)}
          search={
            <>
              <Form.Item name="userName" label={t('userName')}>
                <Input allowClear placeholder={t('userNamePlaceholder')} />
              </Form.Item>
              <Form.Item name="phoneNumber" label={t('phoneNumber')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="status" label={t('status')}>
                <DictSelect type="SysUserStatus" aria-label={t('status')} />
              </Form.Item>
              <Form.Item name="dateRange" label={t('createTime')}>
                <DateRangePicker />
              </Form.Item>
              <Form.Item name="deptId" hidden>
                <Input />
              </Form.Item>
            </>
          }
          actions={[
            std.add({ access: perm('add'), run: () => dialog.openAdd({ deptId: deptIdOf(deptId) }) }),
            edit,
            del,
            importAction,
            std.export({
              access: perm('export'),
              url: userApi.listUrl,
              params: () => list.params,
              fileName: 'user',
            }),
          ]}
          rowActions={[edit, { ...del, hidden: isSuperAdmin }, resetAction, roleAction, permissionAction]}
        >
          <UserFormDialog controller={dialog} />
          <ResetPwdDialog controller={pwdDialog} />
          <AuthRoleDrawer user={roleUser} onClose={() => setRoleUser(undefined)} />
          <PermissionDrawer
            open={granting !== undefined}
            owner={granting ? { ownerType: 'User', owner: granting.userId } : undefined}
            title={granting?.userName}
            onClose={() => setGranting(undefined)}
          />
          <ImportDialog
            open={importOpen}
            onClose={() => setImportOpen(false)}
            title={t('importTitle')}
            uploadUrl={userApi.importUrl}
            templateUrl={userApi.templateUrl}
            templateName="user_template"
            onSuccess={() => void list.refresh()}
          />
        </ListPage>
      </Col>
    </Row>
  );
}

/** A new user starts in the department picked in the tree, if any. */
function deptIdOf(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
