import { LogoutOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

import { onlineApi, onlineKeys, type SysUserOnline } from '@/api/monitor/online';
import { ListPage, useListQuery, type ListAction } from '@/components/list';

import { onlineColumns } from './columns';
import { onlineI18n } from './i18n';
import { useOnlineMutations } from './queries';

/** Online users (`monitor/online/index`, menu 109): the open sessions, with force logout. */
export default function OnlinePage() {
  const t = onlineI18n.useT();
  const list = useListQuery({
    queryKey: onlineKeys.list,
    queryFn: onlineApi.list,
    filters: { ipaddr: 'text', userName: 'text' },
    // The backend answers every session; the list pages them (10 a page, like the old console).
    paged: 'client',
    pageSize: 10,
  });
  const { forceLogout } = useOnlineMutations();
  const logout: ListAction<SysUserOnline> = {
    key: 'forceLogout',
    label: t('forceLogout'),
    icon: <LogoutOutlined />,
    danger: true,
    access: { perm: 'monitor:online:forceLogout' },
    confirm: ([row]) => t('forceLogoutConfirm', { name: row?.userName }),
    run: ([row]) => row && forceLogout.mutateAsync(row.tokenId),
  };
  return (
    <ListPage
      data-testid="online-page"
      list={list}
      rowKey="tokenId"
      columns={onlineColumns(t)}
      search={
        <>
          <Form.Item name="ipaddr" label={t('ipaddr')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="userName" label={t('userName')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      rowActions={[logout]}
    />
  );
}
