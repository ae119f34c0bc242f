import { Form, Input } from 'antd';

import { cmsSearchApi } from '@/api/cms/search';
import { searchLogApi, searchLogKeys, type SearchLog } from '@/api/search/log';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';

import type { SearchT } from './i18n';

/** The current site's search log: who searched what, from where; delete. */
export function SearchLogTab({ t }: { t: SearchT }) {
  const list = useListQuery({
    queryKey: searchLogKeys.list,
    queryFn: cmsSearchApi.logs,
    filters: { query: 'text' },
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => searchLogApi.remove(ids.map(String)),
    invalidate: searchLogKeys.all,
    success: 'delete',
  });
  const std = useStandardActions<SearchLog>();
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.logId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('word.logDeleteConfirm', { count: ids.split(',').length }),
  });
  return (
    <ListPage
      data-testid="search-log-list"
      list={list}
      rowKey="logId"
      columns={[
        { key: 'word', dataIndex: 'word', title: t('word.word') },
        { key: 'clientType', dataIndex: 'clientType', title: t('word.clientType'), width: 100 },
        { key: 'location', dataIndex: 'location', title: t('word.location'), width: 140 },
        { key: 'ip', dataIndex: 'ip', title: t('word.ip'), width: 140 },
        { key: 'referer', dataIndex: 'referer', title: t('word.referer'), ellipsis: true },
        { key: 'source', dataIndex: 'source', title: t('word.source'), width: 80 },
        { key: 'logTime', dataIndex: 'logTime', title: t('word.logTime'), width: 180 },
      ]}
      search={
        <Form.Item name="query" label={t('word.word')}>
          <Input allowClear placeholder={t('word.queryPlaceholder')} />
        </Form.Item>
      }
      actions={[del]}
    />
  );
}
