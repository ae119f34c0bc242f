import { EyeOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';

import { logsApi, logsKeys, type LogMenu } from '@/api/monitor/logs';
import { ListPage, useListQuery, type ListAction } from '@/components/list';

import { logsI18n } from './i18n';

/**
 * System logs hub (`monitor/logs/index`, menu 2043): the log screens the backend lists, each linking
 * to its route (/monitor/logs/logininfo, /monitor/logs/operation, …). The screens themselves are
 * separate pages, reached through the router, so features stay independent.
 */
export default function LogsPage() {
  const t = logsI18n.useT();
  const navigate = useNavigate();
  const list = useListQuery({ queryKey: logsKeys.list, queryFn: logsApi.list, paged: false });
  const view: ListAction<LogMenu> = {
    key: 'view',
    label: t('view'),
    icon: <EyeOutlined />,
    run: ([row]) => row && navigate(row.router),
  };
  return (
    <ListPage
      data-testid="logs-page"
      list={list}
      rowKey="id"
      selectable={false}
      columns={[
        {
          key: 'name',
          dataIndex: 'name',
          title: t('name'),
          render: (name: string, row) => <Link to={row.router}>{name}</Link>,
        },
        { key: 'id', dataIndex: 'id', title: t('id') },
      ]}
      rowActions={[view]}
    />
  );
}
