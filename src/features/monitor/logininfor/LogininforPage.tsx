import { ClearOutlined, CloseOutlined, UnlockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

import { logininforApi, logininforKeys, type SysLogininfor } from '@/api/monitor/logininfor';
import { DateRangePicker } from '@/components/date';
import { DictSelect } from '@/components/dict';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';
import { useTagsView } from '@/stores/tags-view';

import { logininforColumns } from './columns';
import { logininforI18n } from './i18n';
import { useLogininforMutations } from './queries';

// Every call of SysLogininforController needs this key (menu 2050 itself has none).
const access = { perm: 'monitor:logs:view' };
// The unlock reads and saves the user (no unlock endpoint in V1.5.5).
const unlockAccess = { perm: ['system:user:view', 'system:user:edit'], mode: 'and' } as const;

/** Login log (`monitor/logs/logininfo`, hidden menu 2050, route /monitor/logs/logininfo). */
export default function LogininforPage() {
  const t = logininforI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = useListQuery({
    queryKey: logininforKeys.list,
    queryFn: logininforApi.list,
    filters: { ipaddr: 'text', userName: 'text', status: 'text', loginTime: 'dateRange' },
  });
  const { remove, clean, unlock } = useLogininforMutations();
  const std = useStandardActions<SysLogininfor>();
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.infoId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const cleanAll: ListAction<SysLogininfor> = {
    key: 'clean',
    label: t('clean'),
    icon: <ClearOutlined />,
    danger: true,
    access,
    confirm: t('cleanConfirm'),
    run: () => clean.mutateAsync(),
  };
  const unlockUser: ListAction<SysLogininfor> = {
    key: 'unlock',
    label: t('unlock'),
    icon: <UnlockOutlined />,
    selection: 'single',
    access: unlockAccess,
    confirm: ([row]) => t('unlockConfirm', { name: row?.userName }),
    run: ([row]) => row && unlock.mutateAsync(row),
  };
  const close: ListAction<SysLogininfor> = {
    key: 'close',
    label: t('close'),
    icon: <CloseOutlined />,
    // V1.5.5 "Close": back to the logs hub, dropping this page's tab (after leaving it, so the shell
    // does not re-open it for the current location).
    run: () => {
      navigate('/monitor/logs');
      useTagsView.getState().closeView(pathname);
    },
  };
  return (
    <ListPage
      data-testid="logininfor-page"
      list={list}
      rowKey="infoId"
      columns={logininforColumns(t)}
      search={
        <>
          <Form.Item name="ipaddr" label={t('ipaddr')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="userName" label={t('userName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="SuccessOrFail" aria-label={t('status')} />
          </Form.Item>
          <Form.Item name="loginTime" label={t('loginTime')}>
            <DateRangePicker />
          </Form.Item>
        </>
      }
      actions={[
        del,
        cleanAll,
        unlockUser,
        std.export({ access, url: logininforApi.listUrl, params: () => list.params, fileName: 'logininfor' }),
        close,
      ]}
      // Only failed logins can have locked the account.
      rowActions={[{ ...unlockUser, hidden: (row) => row.status !== '1' }]}
    >
      {null}
    </ListPage>
  );
}
