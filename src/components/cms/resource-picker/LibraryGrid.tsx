import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Input, Pagination, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';

import { resourceApi, resourceKeys, versionedResourceSrc } from '@/api/cms/resource';
import { DateRangePicker, type DateRange } from '@/components/date';
import { useCurrentSite } from '@/stores/current-site';

import { resourcePickerI18n } from './i18n';
import { ResourceThumb } from './ResourceThumb';
import type { CmsResource, ResourceKind, ResourceQuery } from './types';

/** The library shows ten cards a page, as the old dialog did. */
const PAGE_SIZE = 10;
const CARD = 150;

export interface LibraryGridProps {
  resourceType?: ResourceKind;
  multiple: boolean;
  selected: CmsResource[];
  onSelectedChange: (rows: CmsResource[]) => void;
}

/**
 * "Library" tab: the site's resources of the wanted type as cards (thumbnails for images, a file-type
 * icon otherwise), filtered by name, create time and "My Materials" (`owner=true`), ten a page.
 * Clicking a card toggles it; a single picker keeps one selection.
 */
export function LibraryGrid({ resourceType, multiple, selected, onSelectedChange }: LibraryGridProps) {
  const t = resourcePickerI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const [name, setName] = useState('');
  const [range, setRange] = useState<DateRange | undefined>();
  const [query, setQuery] = useState<ResourceQuery>({
    pageNum: 1,
    pageSize: PAGE_SIZE,
    resourceType,
    owner: false,
  });
  const list = useQuery({
    queryKey: resourceKeys.list({ ...query, siteId }),
    queryFn: () => resourceApi.list(query),
    placeholderData: keepPreviousData,
  });

  const search = (patch: Partial<ResourceQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
  const applyFilters = () =>
    search({ name: name.trim() || undefined, beginTime: range?.[0], endTime: range?.[1] });
  const reset = () => {
    setName('');
    setRange(undefined);
    search({ name: undefined, beginTime: undefined, endTime: undefined });
  };

  const isSelected = (row: CmsResource) => selected.some((s) => s.resourceId === row.resourceId);
  const toggle = (row: CmsResource) => {
    if (isSelected(row)) onSelectedChange(selected.filter((s) => s.resourceId !== row.resourceId));
    else onSelectedChange(multiple ? [...selected, row] : [row]);
  };

  const rows = list.data?.rows ?? [];
  return (
    <div className="cms-resource-library">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={query.owner ? 'mine' : 'all'}
          options={[
            { value: 'all', label: t('allMaterials') },
            { value: 'mine', label: t('myMaterials') },
          ]}
          onChange={(value) => search({ owner: value === 'mine' })}
        />
        <Input
          aria-label={t('name')}
          placeholder={t('name')}
          allowClear
          value={name}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={applyFilters}
          style={{ width: 180 }}
        />
        <DateRangePicker value={range} onChange={setRange} />
        <Button type="primary" onClick={applyFilters}>
          {t('search')}
        </Button>
        <Button onClick={reset}>{t('reset')}</Button>
      </Space>
      <Spin spinning={list.isFetching}>
        {rows.length === 0 && !list.isFetching ? (
          <Empty description={t('empty')} />
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, minHeight: CARD }}>
            {rows.map((row) => (
              <div
                key={row.resourceId}
                className="cms-resource-card"
                role="option"
                aria-selected={isSelected(row)}
                tabIndex={0}
                onClick={() => toggle(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    toggle(row);
                  }
                }}
                style={{
                  width: CARD,
                  cursor: 'pointer',
                  border: `2px solid ${isSelected(row) ? '#1677ff' : '#f0f0f0'}`,
                  borderRadius: 6,
                  overflow: 'hidden',
                }}
              >
                <div style={{ display: 'flex', justifyContent: 'center', background: '#fafafa' }}>
                  <ResourceThumb
                    name={row.fileName ?? row.name}
                    src={versionedResourceSrc(row)}
                    image={row.resourceType === 'image'}
                    size={CARD - 4}
                  />
                </div>
                <div style={{ padding: '4px 6px', display: 'flex', gap: 4, alignItems: 'center' }}>
                  {/* The card is the click target; the box only shows the state. */}
                  <Checkbox checked={isSelected(row)} tabIndex={-1} style={{ pointerEvents: 'none' }} />
                  <Typography.Text ellipsis={{ tooltip: row.name }} style={{ flex: 1, minWidth: 0 }}>
                    {row.name}
                  </Typography.Text>
                </div>
              </div>
            ))}
          </div>
        )}
      </Spin>
      <Pagination
        size="small"
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
        current={query.pageNum}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(total) => t('total', { total })}
        onChange={(pageNum) => setQuery((q) => ({ ...q, pageNum }))}
      />
    </div>
  );
}
