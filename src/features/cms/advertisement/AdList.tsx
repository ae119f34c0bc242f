import { useNavigate } from 'react-router-dom';

import {
  advertisementApi,
  type Advertisement,
  advertisementKeys,
  type AdvertisementQuery,
} from '@/api/cms/advertisement';
import { DictTag } from '@/components/dict';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import { AdNameSearch } from './AdNameSearch';
import { adI18n } from './i18n';
import { useAdMutations } from './queries';

/** The ads of one space (left card of the ad-space editor): search, enable/disable, edit, delete. */
export function AdList({ adSpaceId }: { adSpaceId: string }) {
  const t = adI18n.useT();
  const navigate = useNavigate();
  const list = useListQuery({
    queryKey: (params) => advertisementKeys.list({ ...params, adSpaceId }),
    queryFn: (query: Omit<AdvertisementQuery, 'adSpaceId'>) => advertisementApi.list({ ...query, adSpaceId }),
    filters: { name: 'text' },
    pageSize: 10,
    syncUrl: false,
  });
  const { enable, disable, remove } = useAdMutations();
  const edit = { perm: `PageWidget:Edit:${adSpaceId}` };
  const std = useStandardActions<Advertisement>();
  const open = (row?: Advertisement) =>
    navigate(`/cms/ad/editor?adSpaceId=${adSpaceId}${row ? `&id=${row.advertisementId}` : ''}`);
  const editAction = std.edit({ access: edit, run: open });
  const del = std.remove({
    access: edit,
    ids: (rows) => rows.map((r) => r.advertisementId),
    name: (r) => r.name,
    confirm: (_, names) => t('deleteAdConfirm', { names }),
    remove: remove.mutateAsync,
  });
  const stateActions: ListAction<Advertisement>[] = [
    {
      key: 'enable',
      label: t('enable'),
      access: edit,
      hidden: (row) => row.state !== '1',
      run: ([row]) => row && enable.mutateAsync([row.advertisementId]),
    },
    {
      key: 'disable',
      label: t('disable'),
      access: edit,
      hidden: (row) => row.state !== '0',
      run: ([row]) => row && disable.mutateAsync([row.advertisementId]),
    },
  ];
  const columns: ListColumn<Advertisement>[] = [
    { key: 'name', dataIndex: 'name', title: t('adName') },
    { key: 'typeName', dataIndex: 'typeName', title: t('type'), width: 80 },
    { key: 'weight', dataIndex: 'weight', title: t('weight'), width: 80 },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('state'),
      width: 90,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'onlineDate', dataIndex: 'onlineDate', title: t('onlineDate'), width: 170 },
    { key: 'offlineDate', dataIndex: 'offlineDate', title: t('offlineDate'), width: 170 },
  ];
  return (
    <ListPage
      data-testid="ad-list"
      list={list}
      rowKey="advertisementId"
      columns={columns}
      search={<AdNameSearch />}
      actions={[std.add({ access: edit, run: () => open() }), editAction, del]}
      rowActions={[...stateActions, editAction, del]}
      table={{ onRow: (row) => ({ onDoubleClick: () => open(row) }), scroll: { x: 900 } }}
    />
  );
}
