import { CloseOutlined, PlusOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { roleApi, type RoleUser, roleUserKeys, type RoleUserQuery } from '@/api/system/role';
import { ListPage, useListQuery, type ListAction } from '@/components/list';
import { useTagsView } from '@/stores/tags-view';

import { roleUserColumns } from './columns';
import { roleI18n } from './i18n';
import { useRoleUserMutations } from './queries';
import { SelectUserDialog } from './SelectUserDialog';

const perm = (action: string) => ({ perm: `system:role:${action}` });

/** The users holding a role (`system/role/authUser`, static route /system/role-auth/user/{roleId}). */
export default function AuthUserPage() {
  const t = roleI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const closeView = useTagsView((s) => s.closeView);
  const roleId = useParams().roleId ?? '';
  const [selecting, setSelecting] = useState(false);
  const list = useListQuery({
    queryKey: (params: Omit<RoleUserQuery, 'roleId'>) => roleUserKeys.list({ ...params, roleId }),
    queryFn: (params: Omit<RoleUserQuery, 'roleId'>) => roleApi.allocatedUsers({ ...params, roleId }),
    filters: { userName: 'text', phoneNumber: 'text' },
  });
  const { cancel } = useRoleUserMutations(roleId);
  // 1.5.5 guards adding with system:role:add and removing with system:role:remove (1.5.10: edit).
  const remove = (key: string, label: string): ListAction<RoleUser> => ({
    key,
    label,
    icon: <UserDeleteOutlined />,
    danger: true,
    selection: 'multiple',
    access: perm('remove'),
    confirm: t('authUser.removeConfirm'),
    run: (rows) => cancel.mutateAsync(rows.map((r) => r.userId)),
  });
  const close: ListAction<RoleUser> = {
    key: 'close',
    label: t('authUser.close'),
    icon: <CloseOutlined />,
    run: () => {
      // Back to the role list, and this tab goes away (the Vue page's $tab.closeOpenPage).
      navigate('/system/role');
      closeView(pathname);
    },
  };
  return (
    <ListPage
      data-testid="role-users-page"
      list={list}
      rowKey="userId"
      columns={roleUserColumns(t)}
      search={
        <>
          <Form.Item name="userName" label={t('authUser.userName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="phoneNumber" label={t('authUser.phoneNumber')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[
        {
          key: 'add',
          label: t('authUser.add'),
          icon: <PlusOutlined />,
          primary: true,
          access: perm('add'),
          run: () => setSelecting(true),
        },
        remove('cancel', t('authUser.cancel')),
        close,
      ]}
      rowActions={[remove('remove', t('authUser.remove'))]}
    >
      <SelectUserDialog roleId={roleId} open={selecting} onClose={() => setSelecting(false)} />
    </ListPage>
  );
}
