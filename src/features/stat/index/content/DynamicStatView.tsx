import { Form, Input, Select } from 'antd';

import { cmsStatApi, cmsStatKeys, type ContentDynamicQuery, type ContentDynamicStat } from '@/api/cms/stat';
import { ListPage, useListQuery, type ListColumn } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { statI18n } from '../i18n';

const SORTS = ['viewCount', 'favoriteCount', 'likeCount', 'commentCount'] as const;
/** The original always sends a sort: views, most first, until another is picked. */
const DEFAULT_SORT = 'viewCount#DESC';

/** Content dynamic data (`ContentDynamicStat`): each content's views, favorites, likes and comments. */
export function DynamicStatView() {
  const t = statI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const list = useListQuery({
    // Per site: the reply depends on the CurrentSite header.
    queryKey: (query: ContentDynamicQuery) => cmsStatKeys.list({ ...query, siteId }),
    queryFn: (query: ContentDynamicQuery) =>
      cmsStatApi.contentDynamicData({ ...query, sorts: query.sorts ?? DEFAULT_SORT }),
    filters: { query: 'text' },
    enabled: siteId !== undefined,
  });
  const counter = (key: (typeof SORTS)[number], title: string): ListColumn<ContentDynamicStat> => ({
    key,
    dataIndex: key,
    title,
    width: 110,
    align: 'right',
  });
  const columns: ListColumn<ContentDynamicStat>[] = [
    { key: 'title', dataIndex: 'title', title: t('content.title'), ellipsis: true },
    counter('viewCount', t('content.views')),
    counter('favoriteCount', t('content.favorites')),
    counter('likeCount', t('content.likes')),
    counter('commentCount', t('content.comments')),
  ];
  return (
    <ListPage
      data-testid="stat-content-dynamic"
      list={list}
      rowKey="contentId"
      columns={columns}
      search={
        <Form.Item name="query" label={t('content.title')}>
          <Input allowClear placeholder={t('content.queryPlaceholder')} />
        </Form.Item>
      }
      toolbarExtra={
        <Select
          aria-label={t('content.sort')}
          style={{ width: 160 }}
          value={list.state.sorts ?? DEFAULT_SORT}
          onChange={(sorts: string) => list.setSorts(sorts)}
          options={SORTS.map((key) => ({ value: `${key}#DESC`, label: t(`content.${key}Desc`) }))}
        />
      }
    />
  );
}
